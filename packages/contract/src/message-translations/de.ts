import type { MessageKey } from '../messages';

/** The contract's messages in German. */
export const messagesDe: Record<MessageKey, string> = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  confirmPasswordRequired: 'Bitte bestätigen Sie Ihr Passwort',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
  phoneRequired: 'Bitte geben Sie Ihre Telefonnummer ein',
  dateOfBirthRequired: 'Bitte geben Sie Ihr Geburtsdatum ein',
  dateOfBirthInvalid: 'Das Geburtsdatum muss ein gültiges Datum in der Vergangenheit sein',
  termsRequired: 'Sie müssen den Nutzungsbedingungen zustimmen',
  emailTaken:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch',
  loginSuccess: 'Anmeldung erfolgreich!',
  registrationSuccess:
    'Vielen Dank! Bitte bestätigen Sie Ihr Konto über den Link in unserer E-Mail und melden Sie sich dann an.',
  profileUpdated: 'Profil erfolgreich aktualisiert!',
  loggedOut: 'Sie wurden erfolgreich abgemeldet',
  loginFailed: 'Anmeldung fehlgeschlagen',
  registrationFailed: 'Registrierung fehlgeschlagen',
  profileUpdateFailed: 'Profil konnte nicht aktualisiert werden',
  requestFailed: 'Anfrage fehlgeschlagen',
  networkError: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  requestTimedOut: 'Der Server hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten.',
  screenError: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  sessionExpired: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
  forgotPasswordSent:
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  resetTokenInvalid:
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  passwordReset: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  invitationInvalid:
    'Dieser Einladungslink ist ungültig oder abgelaufen. Bitten Sie einen Administrator, Ihnen einen neuen zu senden.',
  passwordSet: 'Ihr Passwort ist festgelegt. Sie können sich jetzt anmelden.',
  employeeInvitationInvalid:
    'Dieser Einladungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitten Sie Ihr Unternehmen, Ihnen einen neuen zu senden.',
  employeeAccountLinked:
    'Ihr Konto ist verknüpft: Die Anträge, die Ihr Unternehmen für Sie stellt, finden Sie unter „Meine Anträge“.',
  verifyTokenInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  emailVerified: 'Ihre E-Mail-Adresse ist bestätigt.',
  emailAlreadyVerified: 'Dieser Link wurde bereits verwendet: Ihre E-Mail-Adresse ist bestätigt.',
  verificationSent: 'Wir haben einen neuen Bestätigungslink an Ihre E-Mail-Adresse gesendet.',
  tooManyEmails:
    'Wir haben Ihnen in der letzten Stunde bereits mehrere Links gesendet. Bitte sehen Sie in Ihrem Posteingang nach, auch im Spam-Ordner.',
  adminOnly: 'Zugriff verweigert. Administratorrechte erforderlich.',
  agentOnly: 'Zugriff verweigert. Sachbearbeiterrechte erforderlich.',
  corporateOnly: 'Zugriff verweigert. Firmenkonto erforderlich.',
  travellerOnly: 'Diese Seite ist Konten für Reisende vorbehalten: Hier ist Ihr Dashboard.',
  applicationsElsewhere:
    '„Meine Anträge“ zeigt die eigenen Anträge von Reisenden: Hier sind die Anträge, die Sie bearbeiten.',
  documentsElsewhere:
    'Dokumente gehören jeweils zu einem Antrag: Öffnen Sie einen Antrag, um seine Dokumente zu sehen und hochzuladen.',
  forbidden: 'Dazu sind Sie nicht berechtigt.',
  notFound: 'Nicht gefunden',
  unauthorized: 'Bitte melden Sie sich an, um fortzufahren.',
  visaDataMissing:
    'Die Daten zu den Einreisebestimmungen wurden noch nicht importiert, daher können wir diese Anfrage nicht beantworten. Bitte versuchen Sie es später erneut.',
  countriesMissing: 'Bitte wählen Sie Herkunfts- und Zielland aus',
  countriesLoadFailed: 'Länder konnten nicht geladen werden',
  visaCheckFailed: 'Einreisebestimmungen konnten nicht geprüft werden',
};

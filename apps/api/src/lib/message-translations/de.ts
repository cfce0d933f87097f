import type { ApiMessage } from '../api-messages';
import { weakPasswordMessagesDe } from './weak-password/de';

/** The API's own messages in German, by their English wording (values in `{name}`). */
export const apiMessagesDe: Record<ApiMessage, string> = {
  ...weakPasswordMessagesDe,
  '"{type}" has already been requested.': '„{type}“ wurde bereits angefordert.',
  'A draft cannot be assigned: it has not been submitted yet.':
    'Ein Entwurf kann nicht zugewiesen werden: Er wurde noch nicht eingereicht.',
  'A policy for this destination, purpose, category and nationality already exists':
    'Für dieses Ziel, diesen Zweck, diese Kategorie und diese Staatsangehörigkeit gibt es bereits eine Richtlinie',
  'A receipt is available once the payment is completed':
    'Eine Quittung ist verfügbar, sobald die Zahlung abgeschlossen ist',
  'A trip takes at most {maxTripTravellers} travellers: file the others on a second trip.':
    'Eine Reise umfasst höchstens {maxTripTravellers} Reisende: Erfassen Sie die übrigen in einer zweiten Reise.',
  'A requested consultation cannot be completed': 'Eine angefragte Beratung kann nicht abgeschlossen werden',
  'A completed consultation cannot be completed': 'Diese Beratung ist bereits abgeschlossen',
  'A cancelled consultation cannot be completed': 'Eine abgesagte Beratung kann nicht abgeschlossen werden',
  'A {status} consultation cannot be completed':
    'Eine Beratung im Status {status} kann nicht abgeschlossen werden',
  'A past consultation cannot be cancelled': 'Eine vergangene Beratung kann nicht abgesagt werden',
  'A completed consultation cannot be cancelled': 'Eine abgeschlossene Beratung kann nicht abgesagt werden',
  'A cancelled consultation cannot be cancelled': 'Diese Beratung ist bereits abgesagt',
  'A {value} consultation cannot be cancelled': 'Eine Beratung im Status {value} kann nicht abgesagt werden',
  'Agents see only the applications assigned to them.': 'Vertreter sehen nur die ihnen zugewiesenen Anträge.',
  'Already used for a different request': 'Bereits für eine andere Anfrage verwendet',
  'An account keeps at most {maxSavedTravellers} travellers: remove one you no longer apply for.':
    'Ein Konto speichert höchstens {maxSavedTravellers} Reisende: Entfernen Sie einen, für den Sie keinen Antrag mehr stellen.',
  'An application in {from} cannot be set to {to}: it can move to {allowed}.':
    'Ein Antrag im Status {from} kann nicht auf {to} gesetzt werden: Er kann zu {allowed} wechseln.',
  'An application in {from} cannot be set to {to}: it is final.':
    'Ein Antrag im Status {from} kann nicht auf {to} gesetzt werden: Sein Status ist endgültig.',
  'An authenticator app is already set up. Remove it first to set up another.':
    'Eine Authentifizierungs-App ist bereits eingerichtet. Entfernen Sie sie zuerst, um eine andere einzurichten.',
  'An employee with this email already exists in your company.':
    'In Ihrem Unternehmen gibt es bereits einen Mitarbeiter mit dieser E-Mail-Adresse.',
  'An unexpected error occurred. Please try again.':
    'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  'Another saved traveller has this passport number.':
    'Ein anderer gespeicherter Reisender hat diese Passnummer.',
  'Another traveller on this trip has this passport number: each traveller travels on their own passport.':
    'Ein anderer Reisender dieser Reise hat diese Passnummer: Jeder Reisende reist mit seinem eigenen Pass.',
  'Application not found': 'Antrag nicht gefunden',
  'Arrival date must not be in the past': 'Das Ankunftsdatum darf nicht in der Vergangenheit liegen',
  'CVC is required': 'Die Prüfnummer (CVC) ist erforderlich',
  'Cannot read {location}: give a file path or an http(s) URL':
    '{location} kann nicht gelesen werden: Geben Sie einen Dateipfad oder eine http(s)-URL an',
  'Card details go to Stripe, never to this server': 'Kartendaten gehen an Stripe, niemals an diesen Server',
  'Card number is required': 'Die Kartennummer ist erforderlich',
  'Choose a destination country from the list': 'Wählen Sie ein Zielland aus der Liste',
  'Choose a file to upload': 'Wählen Sie eine Datei zum Hochladen',
  'Choose a new password that differs from your current one':
    'Wählen Sie ein neues Passwort, das sich von Ihrem aktuellen unterscheidet',
  'Choose a traveller on this trip who is 18 or over on the arrival date':
    'Wählen Sie einen Reisenden dieser Reise, der am Ankunftsdatum mindestens 18 Jahre alt ist',
  'Choose an active agent': 'Wählen Sie einen aktiven Vertreter',
  'Choose an application, a trip or an invoice to pay':
    'Wählen Sie einen Antrag, eine Reise oder eine Rechnung zum Bezahlen',
  'Choose another active agent': 'Wählen Sie einen anderen aktiven Vertreter',
  'Choose employees of your company': 'Wählen Sie Mitarbeiter Ihres Unternehmens',
  'Choose one of the applications assigned to you': 'Wählen Sie einen der Ihnen zugewiesenen Anträge',
  'Choose one of the preferred times': 'Wählen Sie eine der bevorzugten Zeiten',
  "Choose one of your company's active employees":
    'Wählen Sie einen der aktiven Mitarbeiter Ihres Unternehmens',
  'Choose your nationality from the list': 'Wählen Sie Ihre Staatsangehörigkeit aus der Liste',
  'Company name is required for company accounts': 'Für Unternehmenskonten ist der Firmenname erforderlich',
  'Company not found': 'Unternehmen nicht gefunden',
  'Confirm it is you with your second factor to continue.':
    'Bestätigen Sie Ihre Identität mit Ihrem zweiten Faktor, um fortzufahren.',
  'Consultation not found': 'Beratung nicht gefunden',
  'Contact message not found': 'Kontaktnachricht nicht gefunden',
  'Conversation not found': 'Unterhaltung nicht gefunden',
  'Could not download {url}: HTTP {status} {statusText}':
    '{url} konnte nicht heruntergeladen werden: HTTP {status} {statusText}',
  'Could not download {url}: {reason}': '{url} konnte nicht heruntergeladen werden: {reason}',
  'Could not read {file}: {reason}': '{file} konnte nicht gelesen werden: {reason}',
  'Current password is incorrect': 'Das aktuelle Passwort ist falsch',
  'Cursor is not one this list gave; start from the first page':
    'Dieser Cursor stammt nicht aus dieser Liste; beginnen Sie mit der ersten Seite',
  'Document not found': 'Dokument nicht gefunden',
  'Document storage is not reachable right now. Try again shortly.':
    'Der Dokumentenspeicher ist derzeit nicht erreichbar. Versuchen Sie es in Kürze erneut.',
  'Documents can be requested or rejected only while the application is pending or in review.':
    'Dokumente können nur angefordert oder abgelehnt werden, solange der Antrag ausstehend oder in Prüfung ist.',
  "Edition date must be a date as YYYY-MM-DD, not '{editionDate}'":
    'Das Ausgabedatum muss ein Datum im Format JJJJ-MM-TT sein, nicht „{editionDate}“',
  'Employee not found': 'Mitarbeiter nicht gefunden',
  'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.':
    'Geben Sie den Code aus Ihrer Authentifizierungs-App ein, verwenden Sie Ihren Passkey oder einen Wiederherstellungscode, um die Anmeldung abzuschließen.',
  'Enter the traveller': 'Geben Sie den Reisenden an',
  'Enter your card details': 'Geben Sie Ihre Kartendaten ein',
  'Entry conditions not found': 'Einreisebedingungen nicht gefunden',
  'Entry rule not found': 'Einreiseregel nicht gefunden',
  'Expiry date is required': 'Das Ablaufdatum ist erforderlich',
  'File not found: {file}': 'Datei nicht gefunden: {file}',
  'Files can be at most {maxMegabytes} MB': 'Dateien dürfen höchstens {maxMegabytes} MB groß sein',
  'Invalid entry conditions': 'Ungültige Einreisebedingungen',
  'Invalid entry rule': 'Ungültige Einreiseregel',
  'Invalid request': 'Ungültige Anfrage',
  'Invalid upload': 'Ungültiger Upload',
  'Invalid value': 'Ungültiger Wert',
  'Invoice not found': 'Rechnung nicht gefunden',
  'Line {line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")':
    'Zeile {line}: Beginnen Sie mit einer Themenüberschrift („## Thema“) und schreiben Sie jeden Text unter eine Frage („### Frage {#visa-fees}“)',
  'Line {line}: use "##" for a topic and "###" for a question; an answer has no headings':
    'Zeile {line}: Verwenden Sie „##“ für ein Thema und „###“ für eine Frage; eine Antwort enthält keine Überschriften',
  'Line {line}: the heading has no words': 'Zeile {line}: Die Überschrift enthält keinen Text',
  'Line {line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens':
    'Zeile {line}: Beenden Sie die Frage mit ihrer Adresse, zum Beispiel {#visa-fees}: Kleinbuchstaben, Ziffern und Bindestriche',
  'Line {line}: another question already has the address #{id}':
    'Zeile {line}: Eine andere Frage hat bereits die Adresse #{id}',
  'Line {line}: the topic has no questions': 'Zeile {line}: Das Thema enthält keine Fragen',
  'Line {line}: the question has no answer': 'Zeile {line}: Die Frage hat keine Antwort',
  'Live payments are refunded while Stripe is configured':
    'Echte Zahlungen werden erstattet, solange Stripe eingerichtet ist',
  'Mark the consultation completed instead': 'Markieren Sie stattdessen die Beratung als abgeschlossen',
  'Name on card is required': 'Der Name auf der Karte ist erforderlich',
  'No checked document with this id on the application':
    'Der Antrag enthält kein geprüftes Dokument mit dieser ID',
  'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.':
    'Niemand auf dieser Reise benötigt für diese Daten ein Visum oder eine Reisegenehmigung: Es gibt nichts einzureichen.',
  'No visa needed: citizens of {from} may live, work and study in {to} under free movement, so there is nothing to file.':
    'Kein Visum nötig: Bürger von {from} dürfen dank der Freizügigkeit in {to} leben, arbeiten und studieren, daher gibt es nichts zu beantragen.',
  'Not a file: {file} is a folder': 'Keine Datei: {file} ist ein Ordner',
  'Not admitted: holders of {withArticle} are not admitted to {to}, so no visa can be filed for {nameOf}; contact its embassy before planning travel.':
    'Keine Einreise: Inhaber von {withArticle} werden in {to} nicht zugelassen, daher kann für {nameOf} kein Visum beantragt werden; wenden Sie sich vor der Reiseplanung an die Botschaft.',
  'Not found': 'Nicht gefunden',
  'Nothing is due on this trip': 'Für diese Reise ist nichts fällig',
  'Notification not found': 'Benachrichtigung nicht gefunden',
  'Only PDF, JPEG and PNG files can be uploaded':
    'Es können nur PDF-, JPEG- und PNG-Dateien hochgeladen werden',
  'Only a completed payment can be refunded': 'Nur eine abgeschlossene Zahlung kann erstattet werden',
  'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.':
    'Nur ein Reisender, der am Ankunftsdatum mindestens 18 Jahre alt ist, kann eingeladen werden; den Antrag eines Minderjährigen verfolgen Sie für ihn.',
  'Only a traveller under 18 on the arrival date travels with a guardian':
    'Nur ein Reisender unter 18 Jahren am Ankunftsdatum reist mit einem Vormund',
  'Only active employees can be invited.': 'Nur aktive Mitarbeiter können eingeladen werden.',
  'Only corporate users pay company invoices': 'Nur Unternehmensnutzer bezahlen Unternehmensrechnungen',
  'Only staff list applications this way.':
    'Nur Mitarbeitende der Agentur können Anträge auf diese Weise auflisten.',
  'Password is incorrect': 'Das Passwort ist falsch',
  'Payment not found': 'Zahlung nicht gefunden',
  'Payments run in test mode: there are no webhooks': 'Zahlungen laufen im Testmodus: Es gibt keine Webhooks',
  'Please log in to continue.': 'Bitte melden Sie sich an, um fortzufahren.',
  'Saved traveller not found': 'Gespeicherter Reisender nicht gefunden',
  'Send METRICS_TOKEN as a bearer token': 'Senden Sie METRICS_TOKEN als Bearer-Token',
  'Send the file as a multipart/form-data upload.': 'Senden Sie die Datei als multipart/form-data-Upload.',
  'Set up a second factor first': 'Richten Sie zuerst einen zweiten Faktor ein',
  'Some of the data sent cannot be stored. Check the text, dates and numbers.':
    'Einige der gesendeten Daten können nicht gespeichert werden. Prüfen Sie Texte, Daten und Zahlen.',
  'Someone else has just started paying this. Please try again in a moment.':
    'Jemand anderes hat gerade begonnen, dies zu bezahlen. Bitte versuchen Sie es gleich noch einmal.',
  'Staff accounts must keep a second factor. Add another one before removing this one.':
    'Konten von Mitarbeitenden müssen einen zweiten Faktor behalten. Fügen Sie einen weiteren hinzu, bevor Sie diesen entfernen.',
  'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.':
    'Konten von Mitarbeitenden benötigen einen zweiten Faktor. Richten Sie eine Authentifizierungs-App oder einen Passkey ein, um fortzufahren.',
  'Start setting up the authenticator app again: this setup has ended.':
    'Beginnen Sie die Einrichtung der Authentifizierungs-App erneut: Diese Einrichtung ist abgelaufen.',
  'Submit the application before paying': 'Reichen Sie den Antrag vor der Zahlung ein',
  'Submit the trip before paying': 'Reichen Sie die Reise vor der Zahlung ein',
  'Task not found': 'Aufgabe nicht gefunden',
  'That code is not right, or it was already used. Try the newest code.':
    'Dieser Code ist nicht richtig oder wurde bereits verwendet. Versuchen Sie den neuesten Code.',
  'That session is not one of yours, or it has already ended.':
    'Diese Sitzung gehört nicht zu Ihnen oder ist bereits beendet.',
  'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID':
    'Der Header Idempotency-Key muss 1 bis 255 sichtbare Zeichen lang sein, zum Beispiel eine UUID',
  'The address is too long.': 'Die Adresse ist zu lang.',
  'The body is empty but its type says JSON.': 'Der Inhalt ist leer, aber sein Typ gibt JSON an.',
  'The body is not valid JSON.': 'Der Inhalt ist kein gültiges JSON.',
  'The database is unavailable right now. Please try again in a moment.':
    'Die Datenbank ist derzeit nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'The edition date of {name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv':
    'Das Ausgabedatum von {name} ist unbekannt: Geben Sie es mit --date JJJJ-MM-TT (oder VISA_DATA_EDITION_DATE) an, oder verwenden Sie einen Dateinamen, der es enthält, etwa passport-index-tidy-iso2-2025-01-12.csv',
  'The fees of this application are not paid yet': 'Die Gebühren dieses Antrags sind noch nicht bezahlt',
  'The file is empty': 'Die Datei ist leer',
  'The file has 1 problem; nothing was imported.': 'Die Datei hat 1 Problem; es wurde nichts importiert.',
  'The file has {count} problems; nothing was imported.':
    'Die Datei hat {count} Probleme; es wurde nichts importiert.',
  'The file has {countOf}; nothing was imported.': 'Die Datei hat {countOf}; es wurde nichts importiert.',
  'The file of this document is missing from storage. Upload it again, or ask support to restore it.':
    'Die Datei dieses Dokuments fehlt im Speicher. Laden Sie sie erneut hoch oder bitten Sie den Support, sie wiederherzustellen.',
  'The passkey could not be checked. Try again.':
    'Der Passkey konnte nicht geprüft werden. Versuchen Sie es erneut.',
  'The passkey request has ended. Try again.': 'Die Passkey-Anfrage ist abgelaufen. Versuchen Sie es erneut.',
  'The payment was declined.': 'Die Zahlung wurde abgelehnt.',
  'The refund is what is left of the payment: {amount}':
    'Die Erstattung ist der Restbetrag der Zahlung: {amount}',
  'The request cannot be carried out as it stands.': 'Die Anfrage kann so nicht ausgeführt werden.',
  'The request could not be read. Check what was sent and try again.':
    'Die Anfrage konnte nicht gelesen werden. Prüfen Sie, was gesendet wurde, und versuchen Sie es erneut.',
  'The request headers are too large.': 'Die Header der Anfrage sind zu groß.',
  'The request took too long to arrive. Please try again.':
    'Die Anfrage hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
  'The service is unavailable right now. Please try again in a moment.':
    'Der Dienst ist derzeit nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'The webhook signature is missing': 'Die Webhook-Signatur fehlt',
  'The webhook signature is not valid': 'Die Webhook-Signatur ist ungültig',
  'There is no active agent with this id': 'Es gibt keinen aktiven Vertreter mit dieser ID',
  'There is no demo account for the role {role}': 'Für die Rolle {role} gibt es kein Demokonto',
  'There is no other active agent: return the cases to the unassigned queue':
    'Es gibt keinen anderen aktiven Vertreter: Geben Sie die Fälle in die nicht zugewiesene Warteschlange zurück',
  'There is nothing at this address.': 'Unter dieser Adresse gibt es nichts.',
  'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).':
    'Diese Bedingungen werden mit VisaBridge ausgeliefert und kämen beim nächsten Start zurück: Bearbeiten Sie sie stattdessen (ein leeres Feld ist eine Angabe, die wir nicht kennen).',
  'These conditions ship with VisaBridge for {scopeNameOf}, which would get them back on the next start: keep the scope, and add new conditions for {scope}':
    'Diese Bedingungen werden mit VisaBridge für {scopeNameOf} ausgeliefert, das sie beim nächsten Start zurückerhielte: Behalten Sie den Geltungsbereich und fügen Sie neue Bedingungen für {scope} hinzu',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Senden Sie für eine neue Anfrage einen neuen Schlüssel.',
  'This account has no passkey. Use your authenticator app or a recovery code.':
    'Dieses Konto hat keinen Passkey. Verwenden Sie Ihre Authentifizierungs-App oder einen Wiederherstellungscode.',
  'This account is deactivated. Please contact support.':
    'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Support.',
  'This address cannot answer in the format asked for.':
    'Diese Adresse kann nicht im gewünschten Format antworten.',
  'This address does not accept this method.': 'Diese Adresse akzeptiert diese Methode nicht.',
  'This address does not accept this type of content.':
    'Diese Adresse akzeptiert diese Art von Inhalt nicht.',
  'This agent has not accepted their invitation yet':
    'Dieser Vertreter hat seine Einladung noch nicht angenommen',
  'This application already holds {filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.':
    'Dieser Antrag enthält bereits {filesPerApplication} Dokumente, das Maximum pro Antrag. Löschen Sie eines, das Sie nicht mehr benötigen, um ein weiteres hochzuladen.',
  'This application cannot be approved until every required document is uploaded. Missing: {join}.':
    'Dieser Antrag kann erst genehmigt werden, wenn alle erforderlichen Dokumente hochgeladen sind. Es fehlt: {join}.',
  'This application cannot be submitted yet: 1 item is missing or invalid.':
    'Dieser Antrag kann noch nicht eingereicht werden: 1 Angabe fehlt oder ist ungültig.',
  'This application cannot be submitted yet: {count} items are missing or invalid.':
    'Dieser Antrag kann noch nicht eingereicht werden: {count} Angaben fehlen oder sind ungültig.',
  'This application cannot be submitted yet: {countOf} missing or invalid.':
    'Dieser Antrag kann noch nicht eingereicht werden: {countOf} fehlend oder ungültig.',
  'This application has been submitted, so it can no longer be submitted again. Nothing submitted is ever lost.':
    'Dieser Antrag wurde bereits eingereicht und kann nicht erneut eingereicht werden. Nichts Eingereichtes geht je verloren.',
  'This application has been submitted, so it can no longer be edited. Nothing submitted is ever lost.':
    'Dieser Antrag wurde eingereicht und kann daher nicht mehr bearbeitet werden. Nichts Eingereichtes geht je verloren.',
  'This application has been submitted, so it can no longer be deleted. Nothing submitted is ever lost.':
    'Dieser Antrag wurde eingereicht und kann daher nicht mehr gelöscht werden. Nichts Eingereichtes geht je verloren.',
  'This application has been submitted, so it can no longer be changed. Nothing submitted is ever lost.':
    'Dieser Antrag wurde eingereicht und kann daher nicht mehr geändert werden. Nichts Eingereichtes geht je verloren.',
  'This application has been submitted, so it can no longer be {action}. Nothing submitted is ever lost.':
    'Dieser Antrag wurde eingereicht und kann daher nicht mehr {action} werden. Nichts Eingereichtes geht je verloren.',
  'This application is already paid': 'Dieser Antrag ist bereits bezahlt',
  'This application is billed to your company by invoice':
    'Dieser Antrag wird Ihrem Unternehmen per Rechnung berechnet',
  'This application is not assigned to you': 'Dieser Antrag ist Ihnen nicht zugewiesen',
  'This application was rejected; no fees are due':
    'Dieser Antrag wurde abgelehnt; es fallen keine Gebühren an',
  'This conflicts with the current state. Reload and try again.':
    'Dies steht im Widerspruch zum aktuellen Stand. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'This consultation is already scheduled': 'Diese Beratung ist bereits geplant',
  'This consultation is already completed': 'Diese Beratung ist bereits abgeschlossen',
  'This consultation is already cancelled': 'Diese Beratung ist bereits abgesagt',
  'This consultation is already {status}': 'Diese Beratung ist bereits im Status {status}',
  'This consultation was just taken': 'Diese Beratung wurde gerade übernommen',
  'This conversation is already closed.': 'Diese Unterhaltung ist bereits geschlossen.',
  'This conversation is closed.': 'Diese Unterhaltung ist geschlossen.',
  'This data is the edition of {editionDate} (imported {importedAt}), which a later import replaced; an edition cannot be imported a second time.':
    'Diese Daten sind die Ausgabe vom {editionDate} (importiert am {importedAt}), die ein späterer Import ersetzt hat; eine Ausgabe kann nicht ein zweites Mal importiert werden.',
  'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.':
    'Dieses Demokonto teilen sich alle Besucher: Seine zweistufige Anmeldung kann nicht aus einer Demositzung heraus geändert werden.',
  'This document has already been rejected.': 'Dieses Dokument wurde bereits abgelehnt.',
  'This document has already been requested': 'Dieses Dokument wurde bereits angefordert',
  'This employee already has a linked account.': 'Dieser Mitarbeiter hat bereits ein verknüpftes Konto.',
  'This file is larger than {maxMegabytes} MB': 'Diese Datei ist größer als {maxMegabytes} MB',
  'This file is not a PDF, JPEG or PNG document': 'Diese Datei ist kein PDF-, JPEG- oder PNG-Dokument',
  'This invitation link is invalid, expired or already used.':
    'Dieser Einladungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in (or create an account) as {invitedAgain} and open the link again.':
    'Diese Einladung wurde an {invited} gesendet, Sie sind aber als {signedIn} angemeldet. Melden Sie sich ab, dann als {invitedAgain} an (oder erstellen Sie ein Konto) und öffnen Sie den Link erneut.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in as {invitedAgain} and open the link again.':
    'Diese Einladung wurde an {invited} gesendet, Sie sind aber als {signedIn} angemeldet. Melden Sie sich ab, dann als {invitedAgain} an und öffnen Sie den Link erneut.',
  'This invoice is already paid': 'Diese Rechnung ist bereits bezahlt',
  'This is your own address: enter the traveller’s own email.':
    'Das ist Ihre eigene Adresse: Geben Sie die E-Mail-Adresse des Reisenden ein.',
  'This page does not exist': 'Diese Seite existiert nicht',
  'This passkey is already added.': 'Dieser Passkey ist bereits hinzugefügt.',
  'This payment can no longer be confirmed. Please start again.':
    'Diese Zahlung kann nicht mehr bestätigt werden. Bitte beginnen Sie erneut.',
  'This payment has no Stripe payment to refund':
    'Diese Zahlung hat keine Stripe-Zahlung, die erstattet werden könnte',
  'This payment has no line for that traveller': 'Diese Zahlung hat keine Position für diesen Reisenden',
  'This payment is already refunded': 'Diese Zahlung wurde bereits erstattet',
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.':
    'Diese Anfrage kam nicht aus der VisaBridge-App und wurde abgelehnt. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.':
    'Diese Regel wird mit VisaBridge ausgeliefert und käme beim nächsten Start zurück: Geben Sie ihr stattdessen ein Enddatum.',
  'This second factor does not exist': 'Dieser zweite Faktor existiert nicht',
  'This stream ticket is invalid or has expired. Ask for a new one.':
    'Dieses Stream-Ticket ist ungültig oder abgelaufen. Fordern Sie ein neues an.',
  'This traveller already follows their application from their own account.':
    'Dieser Reisende verfolgt seinen Antrag bereits über sein eigenes Konto.',
  'This traveller is on trip {tripReferenceOf}: pay for the trip to pay for everyone on it at once.':
    'Dieser Reisende gehört zur Reise {tripReferenceOf}: Bezahlen Sie die Reise, um für alle Reisenden auf einmal zu zahlen.',
  'This traveller is on trip {tripReferenceOf}: submit the trip to submit everyone on it together.':
    'Dieser Reisende gehört zur Reise {tripReferenceOf}: Reichen Sie die Reise ein, um alle Reisenden gemeinsam einzureichen.',
  'This traveller is you: you follow their application already.':
    'Dieser Reisende sind Sie: Sie verfolgen seinen Antrag bereits.',
  "This traveller's fees are already refunded": 'Die Gebühren dieses Reisenden sind bereits erstattet',
  'This trip is already paid': 'Diese Reise ist bereits bezahlt',
  'To file for {nameOf}, add their {labels} to their employee profile.':
    'Um für {nameOf} einen Antrag zu stellen, ergänzen Sie im Mitarbeiterprofil: {labels}.',
  'Too many login attempts. Please wait 1 minute and try again.':
    'Zu viele Anmeldeversuche. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many login attempts. Please wait {count} minutes and try again.':
    'Zu viele Anmeldeversuche. Bitte warten Sie {count} Minuten und versuchen Sie es erneut.',
  'Too many login attempts. Please wait {minutes} and try again.':
    'Zu viele Anmeldeversuche. Bitte warten Sie {minutes} und versuchen Sie es erneut.',
  'Too many requests. Please wait a moment and try again.':
    'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'Too many sign-ups from your network. Please try again in {minutes} minute.':
    'Zu viele Registrierungen aus Ihrem Netzwerk. Bitte versuchen Sie es in {minutes} Minute erneut.',
  'Too many sign-ups from your network. Please try again in {minutes} minutes.':
    'Zu viele Registrierungen aus Ihrem Netzwerk. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'Too many wrong codes. Please wait 1 minute and try again.':
    'Zu viele falsche Codes. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many wrong codes. Please wait {count} minutes and try again.':
    'Zu viele falsche Codes. Bitte warten Sie {count} Minuten und versuchen Sie es erneut.',
  'Too many wrong codes. Please wait {minutes} and try again.':
    'Zu viele falsche Codes. Bitte warten Sie {minutes} und versuchen Sie es erneut.',
  'Too many wrong passwords. Please wait 1 minute and try again.':
    'Zu viele falsche Passwörter. Bitte warten Sie 1 Minute und versuchen Sie es erneut.',
  'Too many wrong passwords. Please wait {count} minutes and try again.':
    'Zu viele falsche Passwörter. Bitte warten Sie {count} Minuten und versuchen Sie es erneut.',
  'Too many wrong passwords. Please wait {minutes} and try again.':
    'Zu viele falsche Passwörter. Bitte warten Sie {minutes} und versuchen Sie es erneut.',
  'Traveller not found on this trip': 'Reisender auf dieser Reise nicht gefunden',
  'Trip not found': 'Reise nicht gefunden',
  "Trip {tripReferenceOf} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.":
    'Die Reise {tripReferenceOf} wurde eingereicht, daher können ihre Reisenden nicht mehr geändert werden. Der Antrag jedes Reisenden wird einzeln verfolgt.',
  'Unknown country code or group {scope}': 'Unbekannter Länder- oder Gruppencode: {scope}',
  'Unknown country code {code}': 'Unbekannter Ländercode: {code}',
  'Unknown destination group {destinationGroup}': 'Unbekannte Zielgruppe: {destinationGroup}',
  'Unknown passport group {passportGroup}': 'Unbekannte Passgruppe: {passportGroup}',
  'User not found': 'Benutzer nicht gefunden',
  'Visa policy not found': 'Visarichtlinie nicht gefunden',
  'What was sent is too large.': 'Das Gesendete ist zu groß.',
  'You are the last active administrator. Make another user an administrator before deleting your account.':
    'Sie sind der letzte aktive Administrator. Machen Sie einen anderen Benutzer zum Administrator, bevor Sie Ihr Konto löschen.',
  'You can rate an application once it has been decided.':
    'Sie können einen Antrag bewerten, sobald über ihn entschieden wurde.',
  'You cannot deactivate or demote your own account.':
    'Sie können Ihr eigenes Konto nicht deaktivieren oder herabstufen.',
  'You do not have permission to do this.': 'Sie haben keine Berechtigung dafür.',
  'You have sent several messages in the last hour. Please try again in {minutes} minute.':
    'Sie haben in der letzten Stunde mehrere Nachrichten gesendet. Bitte versuchen Sie es in {minutes} Minute erneut.',
  'You have sent several messages in the last hour. Please try again in {minutes} minutes.':
    'Sie haben in der letzten Stunde mehrere Nachrichten gesendet. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} second.':
    'Sie haben in der letzten Minute {limit} Dateien hochgeladen, mehr nehmen wir nicht an. Bitte versuchen Sie es in {seconds} Sekunde erneut.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} seconds.':
    'Sie haben in der letzten Minute {limit} Dateien hochgeladen, mehr nehmen wir nicht an. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
  'You have {drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.':
    'Sie haben {drafts} Anträge in Vorbereitung, das Maximum pro Konto. Reichen Sie einige ein oder löschen Sie sie, bevor Sie einen weiteren beginnen.',
  'Your account is already linked to another employee record.':
    'Ihr Konto ist bereits mit einem anderen Mitarbeitereintrag verknüpft.',
  'Your account is not linked to a company.': 'Ihr Konto ist mit keinem Unternehmen verknüpft.',
  'Your company is managed by your company account':
    'Ihr Unternehmen wird über das Unternehmenskonto verwaltet',
  'Your documents already take {used} of the {allowed} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.':
    'Ihre Dokumente belegen bereits {used} der {allowed}, die ein Konto speichern kann, und diese Datei passt nicht mehr hinein. Löschen Sie Dokumente, die Sie nicht mehr benötigen, oder laden Sie eine kleinere Datei hoch.',
  '1 open application is assigned to this agent: reassign them or return them to the unassigned queue.':
    'Diesem Vertreter ist 1 offener Antrag zugewiesen: Weisen Sie ihn neu zu oder geben Sie ihn in die nicht zugewiesene Warteschlange zurück.',
  '{count} open applications are assigned to this agent: reassign them or return them to the unassigned queue.':
    'Diesem Vertreter sind {count} offene Anträge zugewiesen: Weisen Sie sie neu zu oder geben Sie sie in die nicht zugewiesene Warteschlange zurück.',
  '{countOf} assigned to this agent: reassign them or return them to the unassigned queue.':
    '{countOf} diesem Vertreter zugewiesen: Weisen Sie sie neu zu oder geben Sie sie in die nicht zugewiesene Warteschlange zurück.',
  '1 problem in the file; nothing was created.': '1 Problem in der Datei; es wurde nichts angelegt.',
  '{count} problems in the file; nothing was created.':
    '{count} Probleme in der Datei; es wurde nichts angelegt.',
  '{countOf} in the file; nothing was created.': '{countOf} in der Datei; es wurde nichts angelegt.',
  '1 problem on this trip; nothing was filed.': '1 Problem auf dieser Reise; es wurde nichts beantragt.',
  '{count} problems on this trip; nothing was filed.':
    '{count} Probleme auf dieser Reise; es wurde nichts beantragt.',
  '{countOf} on this trip; nothing was filed.': '{countOf} auf dieser Reise; es wurde nichts beantragt.',
  "{name}'s passport expires on {passportExpiry}. {problem}. Renew it and update their employee profile, or change the travel date.":
    'Der Pass von {name} läuft am {passportExpiry} ab. {problem}. Lassen Sie ihn erneuern und aktualisieren Sie das Mitarbeiterprofil, oder ändern Sie das Reisedatum.',
  '{name} has not accepted their invitation yet': '{name} hat die Einladung noch nicht angenommen',
  '{scopeNameOf} already has entry conditions: edit them instead':
    '{scopeNameOf} hat bereits Einreisebedingungen: Bearbeiten Sie diese stattdessen',
  '{title} has changed since you opened it: read the new version and accept it again.':
    '{title} hat sich geändert, seit Sie es geöffnet haben: Lesen Sie die neue Fassung und akzeptieren Sie sie erneut.',
  "{traveller}'s refund is their line of the payment: {amount}":
    'Die Erstattung für {traveller} ist seine Position der Zahlung: {amount}',
  'This application is listed more than once.': 'Dieser Antrag ist mehrfach aufgeführt.',
  '{updated} updated, {refused} refused': '{updated} aktualisiert, {refused} abgelehnt',
  'Choose one of the languages offered': 'Wählen Sie eine der angebotenen Sprachen',
  'Invitation sent to {email}': 'Einladung an {email} gesendet',
  '1 invitation sent': '1 Einladung gesendet',
  '{count} invitations sent': '{count} Einladungen gesendet',
  'Add at least one traveller': 'Fügen Sie mindestens einen Reisenden hinzu',
  'our data has no answer for this passport on this trip; check with the embassy before travelling':
    'Unsere Daten enthalten für diesen Pass auf dieser Reise keine Antwort; erkundigen Sie sich vor der Reise bei der Botschaft',
  '{from} passport holders are not admitted to {to} ({category})':
    'Inhaber eines Passes aus {from} werden in {to} nicht eingelassen ({category})',
  'choose the parent or guardian travelling with them (18 or over)':
    'Wählen Sie den Elternteil oder Vormund, der mitreist (18 Jahre oder älter)',
  'Trip submitted: 1 traveller waiting for review': 'Reise eingereicht: 1 Person wartet auf Prüfung',
  'Trip submitted: {count} travellers waiting for review':
    'Reise eingereicht: {count} Personen warten auf Prüfung',
};

import type { MessageKey } from '../messages';

/** The contract's messages in French. */
export const messagesFr: Record<MessageKey, string> = {
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères',
  confirmPasswordRequired: 'Veuillez confirmer votre mot de passe',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  phoneRequired: 'Le numéro de téléphone est obligatoire',
  dateOfBirthRequired: 'La date de naissance est obligatoire',
  dateOfBirthInvalid: 'La date de naissance doit être une date valide, antérieure à aujourd’hui',
  termsRequired: 'Vous devez accepter les conditions d’utilisation',
  emailTaken:
    'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect',
  loginSuccess: 'Connexion réussie !',
  registrationSuccess: 'Merci ! Consultez vos e-mails pour vérifier votre compte, puis connectez-vous.',
  profileUpdated: 'Profil mis à jour !',
  loggedOut: 'Déconnexion réussie',
  loginFailed: 'Échec de la connexion',
  registrationFailed: 'Échec de l’inscription',
  profileUpdateFailed: 'Échec de la mise à jour du profil',
  requestFailed: 'La requête a échoué',
  networkError: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  requestTimedOut: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  unexpectedError: 'Une erreur inattendue s’est produite.',
  screenError: 'Une erreur inattendue s’est produite. Veuillez réessayer.',
  sessionExpired: 'Votre session a pris fin. Veuillez vous reconnecter.',
  forgotPasswordSent:
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser le mot de passe.',
  resetTokenInvalid:
    'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  passwordReset: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  invitationInvalid:
    'Ce lien d’invitation n’est pas valide ou a expiré. Demandez-en un nouveau à un administrateur.',
  passwordSet: 'Votre mot de passe est défini. Vous pouvez maintenant vous connecter.',
  employeeInvitationInvalid:
    'Ce lien d’invitation n’est pas valide, a déjà été utilisé ou a expiré. Demandez-en un nouveau à votre entreprise.',
  employeeAccountLinked:
    'Votre compte est associé : les demandes que votre entreprise dépose pour vous se trouvent dans Mes demandes.',
  verifyTokenInvalid: 'Ce lien de vérification n’est pas valide ou a expiré.',
  emailVerified: 'Votre adresse e-mail est vérifiée.',
  emailAlreadyVerified: 'Ce lien a déjà été utilisé : votre adresse e-mail est vérifiée.',
  verificationSent: 'Nous avons envoyé un nouveau lien de vérification à votre adresse e-mail.',
  tooManyEmails:
    'Nous vous avons déjà envoyé plusieurs liens au cours de la dernière heure. Consultez votre boîte de réception, y compris les spams.',
  adminOnly: 'Accès refusé. Droits d’administrateur requis.',
  agentOnly: 'Accès refusé. Droits d’agent requis.',
  corporateOnly: 'Accès refusé. Compte entreprise requis.',
  travellerOnly: 'Cette page est réservée aux comptes voyageurs : voici votre tableau de bord.',
  applicationsElsewhere:
    'Mes demandes présente les demandes personnelles de chaque voyageur : voici celles dont vous vous occupez.',
  documentsElsewhere:
    'Les documents sont rattachés à chaque demande : ouvrez-en une pour consulter et joindre ses documents.',
  forbidden: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  notFound: 'Introuvable',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  visaDataMissing:
    'Les données sur les conditions de visa n’ont pas encore été importées : nous ne pouvons donc pas répondre à cette vérification. Veuillez réessayer plus tard.',
  countriesMissing: 'Veuillez sélectionner le pays d’origine et le pays de destination',
  countriesLoadFailed: 'Impossible de charger les pays',
  visaCheckFailed: 'Impossible de vérifier les conditions de visa',
};

import type { ApiMessage } from '../api-messages';
import { weakPasswordMessagesFr } from './weak-password/fr';

/** The API's own messages in French, by their English wording (values in `{name}`). */
export const apiMessagesFr: Record<ApiMessage, string> = {
  ...weakPasswordMessagesFr,
  '"{type}" has already been requested.': '« {type} » a déjà été demandé.',
  'A draft cannot be assigned: it has not been submitted yet.':
    'Un brouillon ne peut pas être attribué : il n’a pas encore été soumis.',
  'A policy for this destination, purpose, category and nationality already exists':
    'Une politique existe déjà pour cette destination, ce motif, cette catégorie et cette nationalité',
  'A receipt is available once the payment is completed':
    'Un reçu est disponible une fois le paiement effectué',
  'A trip takes at most {maxTripTravellers} travellers: file the others on a second trip.':
    'Un voyage compte au plus {maxTripTravellers} voyageurs : déclarez les autres dans un second voyage.',
  'A requested consultation cannot be completed': 'Une consultation demandée ne peut pas être terminée',
  'A completed consultation cannot be completed': 'Cette consultation est déjà terminée',
  'A cancelled consultation cannot be completed': 'Une consultation annulée ne peut pas être terminée',
  'A {status} consultation cannot be completed':
    'Une consultation à l’état {status} ne peut pas être terminée',
  'A past consultation cannot be cancelled': 'Une consultation passée ne peut pas être annulée',
  'A completed consultation cannot be cancelled': 'Une consultation terminée ne peut pas être annulée',
  'A cancelled consultation cannot be cancelled': 'Cette consultation est déjà annulée',
  'A {value} consultation cannot be cancelled': 'Une consultation à l’état {value} ne peut pas être annulée',
  'Agents see only the applications assigned to them.':
    'Les agents ne voient que les demandes qui leur sont attribuées.',
  'Already used for a different request': 'Déjà utilisée pour une autre requête',
  'An account keeps at most {maxSavedTravellers} travellers: remove one you no longer apply for.':
    'Un compte conserve au plus {maxSavedTravellers} voyageurs : supprimez-en un pour lequel vous ne faites plus de demande.',
  'An application in {from} cannot be set to {to}: it can move to {allowed}.':
    'Une demande à l’état {from} ne peut pas passer à {to} : elle peut passer à {allowed}.',
  'An application in {from} cannot be set to {to}: it is final.':
    'Une demande à l’état {from} ne peut pas passer à {to} : son état est définitif.',
  'An authenticator app is already set up. Remove it first to set up another.':
    'Une application d’authentification est déjà configurée. Supprimez-la d’abord pour en configurer une autre.',
  'An employee with this email already exists in your company.':
    'Un employé avec cette adresse e-mail existe déjà dans votre entreprise.',
  'An unexpected error occurred. Please try again.':
    'Une erreur inattendue s’est produite. Veuillez réessayer.',
  'Another saved traveller has this passport number.':
    'Un autre voyageur enregistré a ce numéro de passeport.',
  'Another traveller on this trip has this passport number: each traveller travels on their own passport.':
    'Un autre voyageur de ce voyage a ce numéro de passeport : chaque voyageur voyage avec son propre passeport.',
  'Application not found': 'Demande introuvable',
  'Arrival date must not be in the past': 'La date d’arrivée ne doit pas être passée',
  'CVC is required': 'Le cryptogramme (CVC) est obligatoire',
  'Cannot read {location}: give a file path or an http(s) URL':
    'Impossible de lire {location} : indiquez un chemin de fichier ou une URL http(s)',
  'Card details go to Stripe, never to this server':
    'Les données de carte sont transmises à Stripe, jamais à ce serveur',
  'Card number is required': 'Le numéro de carte est obligatoire',
  'Choose a destination country from the list': 'Choisissez un pays de destination dans la liste',
  'Choose a file to upload': 'Choisissez un fichier à téléverser',
  'Choose a new password that differs from your current one':
    'Choisissez un nouveau mot de passe différent de l’actuel',
  'Choose a traveller on this trip who is 18 or over on the arrival date':
    'Choisissez un voyageur de ce voyage âgé de 18 ans ou plus à la date d’arrivée',
  'Choose an active agent': 'Choisissez un agent actif',
  'Choose an application, a trip or an invoice to pay':
    'Choisissez une demande, un voyage ou une facture à payer',
  'Choose another active agent': 'Choisissez un autre agent actif',
  'Choose employees of your company': 'Choisissez des employés de votre entreprise',
  'Choose one of the applications assigned to you': 'Choisissez l’une des demandes qui vous sont attribuées',
  'Choose one of the preferred times': 'Choisissez l’un des créneaux souhaités',
  "Choose one of your company's active employees": 'Choisissez l’un des employés actifs de votre entreprise',
  'Choose your nationality from the list': 'Choisissez votre nationalité dans la liste',
  'Company name is required for company accounts':
    'Le nom de l’entreprise est obligatoire pour les comptes entreprise',
  'Company not found': 'Entreprise introuvable',
  'Confirm it is you with your second factor to continue.':
    'Confirmez votre identité avec votre second facteur pour continuer.',
  'Consultation not found': 'Consultation introuvable',
  'Contact message not found': 'Message de contact introuvable',
  'Conversation not found': 'Conversation introuvable',
  'Could not download {url}: HTTP {status} {statusText}':
    'Impossible de télécharger {url} : HTTP {status} {statusText}',
  'Could not download {url}: {reason}': 'Impossible de télécharger {url} : {reason}',
  'Could not read {file}: {reason}': 'Impossible de lire {file} : {reason}',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Cursor is not one this list gave; start from the first page':
    'Ce curseur ne provient pas de cette liste ; repartez de la première page',
  'Document not found': 'Document introuvable',
  'Document storage is not reachable right now. Try again shortly.':
    'Le stockage des documents est inaccessible pour le moment. Réessayez sous peu.',
  'Documents can be requested or rejected only while the application is pending or in review.':
    'Les documents ne peuvent être demandés ou refusés que lorsque la demande est en attente ou en cours d’examen.',
  "Edition date must be a date as YYYY-MM-DD, not '{editionDate}'":
    'La date d’édition doit être au format AAAA-MM-JJ, et non « {editionDate} »',
  'Employee not found': 'Employé introuvable',
  'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.':
    'Saisissez le code de votre application d’authentification, utilisez votre clé d’accès ou un code de récupération pour terminer la connexion.',
  'Enter the traveller': 'Indiquez le voyageur',
  'Enter your card details': 'Saisissez les données de votre carte',
  'Entry conditions not found': 'Conditions d’entrée introuvables',
  'Entry rule not found': 'Règle d’entrée introuvable',
  'Expiry date is required': 'La date d’expiration est obligatoire',
  'File not found: {file}': 'Fichier introuvable : {file}',
  'Files can be at most {maxMegabytes} MB': 'Les fichiers ne doivent pas dépasser {maxMegabytes} Mo',
  'Invalid entry conditions': 'Conditions d’entrée non valides',
  'Invalid entry rule': 'Règle d’entrée non valide',
  'Invalid request': 'Requête non valide',
  'Invalid upload': 'Téléversement non valide',
  'Invalid value': 'Valeur non valide',
  'Invoice not found': 'Facture introuvable',
  'Line {line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")':
    'Ligne {line} : commencez par un titre de thème (« ## Thème ») et placez chaque texte sous une question (« ### Question {#visa-fees} »)',
  'Line {line}: use "##" for a topic and "###" for a question; an answer has no headings':
    'Ligne {line} : utilisez « ## » pour un thème et « ### » pour une question ; une réponse ne comporte pas de titre',
  'Line {line}: the heading has no words': 'Ligne {line} : le titre est vide',
  'Line {line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens':
    'Ligne {line} : terminez la question par son adresse, par exemple {#visa-fees} : lettres minuscules, chiffres et traits d’union',
  'Line {line}: another question already has the address #{id}':
    'Ligne {line} : une autre question a déjà l’adresse #{id}',
  'Line {line}: the topic has no questions': 'Ligne {line} : le thème ne contient aucune question',
  'Line {line}: the question has no answer': 'Ligne {line} : la question n’a pas de réponse',
  'Live payments are refunded while Stripe is configured':
    'Les paiements réels sont remboursés tant que Stripe est configuré',
  'Mark the consultation completed instead': 'Marquez plutôt la consultation comme terminée',
  'Name on card is required': 'Le nom figurant sur la carte est obligatoire',
  'No checked document with this id on the application':
    'Aucun document vérifié avec cet identifiant dans la demande',
  'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.':
    'Personne dans ce voyage n’a besoin de visa ni d’autorisation de voyage pour ces dates : il n’y a rien à soumettre.',
  'No visa needed: citizens of {from} may live, work and study in {to} under free movement, so there is nothing to file.':
    'Pas de visa nécessaire : les citoyens de {from} peuvent vivre, travailler et étudier en {to} grâce à la libre circulation, il n’y a donc rien à déposer.',
  'Not a file: {file} is a folder': 'Ce n’est pas un fichier : {file} est un dossier',
  'Not admitted: holders of {withArticle} are not admitted to {to}, so no visa can be filed for {nameOf}; contact its embassy before planning travel.':
    'Entrée refusée : les titulaires de {withArticle} ne sont pas admis en {to}, aucun visa ne peut donc être demandé pour {nameOf} ; contactez son ambassade avant de prévoir le voyage.',
  'Not found': 'Introuvable',
  'Nothing is due on this trip': 'Rien n’est dû pour ce voyage',
  'Notification not found': 'Notification introuvable',
  'Only PDF, JPEG and PNG files can be uploaded':
    'Seuls les fichiers PDF, JPEG et PNG peuvent être téléversés',
  'Only a completed payment can be refunded': 'Seul un paiement effectué peut être remboursé',
  'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.':
    'Seul un voyageur âgé de 18 ans ou plus à la date d’arrivée peut être invité ; vous suivez vous-même la demande d’un mineur.',
  'Only a traveller under 18 on the arrival date travels with a guardian':
    'Seul un voyageur de moins de 18 ans à la date d’arrivée voyage avec un tuteur',
  'Only active employees can be invited.': 'Seuls les employés actifs peuvent être invités.',
  'Only corporate users pay company invoices':
    'Seuls les utilisateurs entreprise paient les factures de l’entreprise',
  'Only staff list applications this way.': 'Seul le personnel peut lister les demandes de cette façon.',
  'Password is incorrect': 'Le mot de passe est incorrect',
  'Payment not found': 'Paiement introuvable',
  'Payments run in test mode: there are no webhooks':
    'Les paiements fonctionnent en mode test : il n’y a pas de webhooks',
  'Please log in to continue.': 'Veuillez vous connecter pour continuer.',
  'Saved traveller not found': 'Voyageur enregistré introuvable',
  'Send METRICS_TOKEN as a bearer token': 'Envoyez METRICS_TOKEN comme jeton bearer',
  'Send the file as a multipart/form-data upload.':
    'Envoyez le fichier en téléversement multipart/form-data.',
  'Set up a second factor first': 'Configurez d’abord un second facteur',
  'Some of the data sent cannot be stored. Check the text, dates and numbers.':
    'Certaines données envoyées ne peuvent pas être enregistrées. Vérifiez les textes, les dates et les nombres.',
  'Someone else has just started paying this. Please try again in a moment.':
    'Quelqu’un d’autre vient de commencer à payer ceci. Veuillez réessayer dans un instant.',
  'Staff accounts must keep a second factor. Add another one before removing this one.':
    'Les comptes du personnel doivent conserver un second facteur. Ajoutez-en un autre avant de supprimer celui-ci.',
  'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.':
    'Les comptes du personnel nécessitent un second facteur. Configurez une application d’authentification ou une clé d’accès pour continuer.',
  'Start setting up the authenticator app again: this setup has ended.':
    'Recommencez la configuration de l’application d’authentification : cette configuration a expiré.',
  'Submit the application before paying': 'Soumettez la demande avant de payer',
  'Submit the trip before paying': 'Soumettez le voyage avant de payer',
  'Task not found': 'Tâche introuvable',
  'That code is not right, or it was already used. Try the newest code.':
    'Ce code n’est pas correct ou a déjà été utilisé. Essayez le code le plus récent.',
  'That session is not one of yours, or it has already ended.':
    'Cette session ne vous appartient pas, ou elle est déjà terminée.',
  'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID':
    'L’en-tête Idempotency-Key doit comporter de 1 à 255 caractères visibles, par exemple un UUID',
  'The address is too long.': 'L’adresse est trop longue.',
  'The body is empty but its type says JSON.': 'Le corps est vide alors que son type indique JSON.',
  'The body is not valid JSON.': 'Le corps n’est pas un JSON valide.',
  'The database is unavailable right now. Please try again in a moment.':
    'La base de données est indisponible pour le moment. Veuillez réessayer dans un instant.',
  'The edition date of {name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv':
    'La date d’édition de {name} est inconnue : indiquez-la avec --date AAAA-MM-JJ (ou VISA_DATA_EDITION_DATE), ou utilisez un nom de fichier qui la contient, par exemple passport-index-tidy-iso2-2025-01-12.csv',
  'The fees of this application are not paid yet': 'Les frais de cette demande ne sont pas encore payés',
  'The file is empty': 'Le fichier est vide',
  'The file has 1 problem; nothing was imported.': 'Le fichier comporte 1 problème ; rien n’a été importé.',
  'The file has {count} problems; nothing was imported.':
    'Le fichier comporte {count} problèmes ; rien n’a été importé.',
  'The file has {countOf}; nothing was imported.': 'Le fichier comporte {countOf} ; rien n’a été importé.',
  'The file of this document is missing from storage. Upload it again, or ask support to restore it.':
    'Le fichier de ce document est absent du stockage. Téléversez-le de nouveau ou demandez à l’assistance de le restaurer.',
  'The passkey could not be checked. Try again.': 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
  'The passkey request has ended. Try again.': 'La demande de clé d’accès a expiré. Réessayez.',
  'The payment was declined.': 'Le paiement a été refusé.',
  'The refund is what is left of the payment: {amount}':
    'Le remboursement correspond au reste du paiement : {amount}',
  'The request cannot be carried out as it stands.': 'La requête ne peut pas être exécutée en l’état.',
  'The request could not be read. Check what was sent and try again.':
    'La requête n’a pas pu être lue. Vérifiez ce qui a été envoyé et réessayez.',
  'The request headers are too large.': 'Les en-têtes de la requête sont trop volumineux.',
  'The request took too long to arrive. Please try again.':
    'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  'The service is unavailable right now. Please try again in a moment.':
    'Le service est indisponible pour le moment. Veuillez réessayer dans un instant.',
  'The webhook signature is missing': 'La signature du webhook est absente',
  'The webhook signature is not valid': 'La signature du webhook n’est pas valide',
  'There is no active agent with this id': 'Aucun agent actif ne porte cet identifiant',
  'There is no demo account for the role {role}':
    'Il n’existe aucun compte de démonstration pour le rôle {role}',
  'There is no other active agent: return the cases to the unassigned queue':
    'Il n’y a aucun autre agent actif : renvoyez les dossiers dans la file non attribuée',
  'There is nothing at this address.': 'Il n’y a rien à cette adresse.',
  'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).':
    'Ces conditions sont fournies avec VisaBridge et reviendraient au prochain démarrage : modifiez-les plutôt (un champ laissé vide est une information que nous ignorons).',
  'These conditions ship with VisaBridge for {scopeNameOf}, which would get them back on the next start: keep the scope, and add new conditions for {scope}':
    'Ces conditions sont fournies avec VisaBridge pour {scopeNameOf}, qui les retrouverait au prochain démarrage : conservez le périmètre et ajoutez de nouvelles conditions pour {scope}',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'Cette Idempotency-Key a déjà été utilisée pour une autre requête. Envoyez une nouvelle clé pour chaque nouvelle requête.',
  'This account has no passkey. Use your authenticator app or a recovery code.':
    'Ce compte n’a pas de clé d’accès. Utilisez votre application d’authentification ou un code de récupération.',
  'This account is deactivated. Please contact support.':
    'Ce compte est désactivé. Veuillez contacter l’assistance.',
  'This address cannot answer in the format asked for.':
    'Cette adresse ne peut pas répondre dans le format demandé.',
  'This address does not accept this method.': 'Cette adresse n’accepte pas cette méthode.',
  'This address does not accept this type of content.': 'Cette adresse n’accepte pas ce type de contenu.',
  'This agent has not accepted their invitation yet': 'Cet agent n’a pas encore accepté son invitation',
  'This application already holds {filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.':
    'Cette demande contient déjà {filesPerApplication} documents, le maximum par demande. Supprimez-en un dont vous n’avez plus besoin pour en téléverser un autre.',
  'This application cannot be approved until every required document is uploaded. Missing: {join}.':
    'Cette demande ne peut pas être approuvée tant que tous les documents requis n’ont pas été téléversés. Manquant : {join}.',
  'This application cannot be submitted yet: 1 item is missing or invalid.':
    'Cette demande ne peut pas encore être soumise : 1 élément est manquant ou non valide.',
  'This application cannot be submitted yet: {count} items are missing or invalid.':
    'Cette demande ne peut pas encore être soumise : {count} éléments sont manquants ou non valides.',
  'This application cannot be submitted yet: {countOf} missing or invalid.':
    'Cette demande ne peut pas encore être soumise : {countOf} manquant(s) ou non valide(s).',
  'This application has been submitted, so it can no longer be submitted again. Nothing submitted is ever lost.':
    'Cette demande a déjà été soumise et ne peut pas l’être une seconde fois. Rien de ce qui a été soumis n’est jamais perdu.',
  'This application has been submitted, so it can no longer be edited. Nothing submitted is ever lost.':
    'Cette demande a été soumise et ne peut donc plus être modifiée. Rien de ce qui a été soumis n’est jamais perdu.',
  'This application has been submitted, so it can no longer be deleted. Nothing submitted is ever lost.':
    'Cette demande a été soumise et ne peut donc plus être supprimée. Rien de ce qui a été soumis n’est jamais perdu.',
  'This application has been submitted, so it can no longer be changed. Nothing submitted is ever lost.':
    'Cette demande a été soumise et ne peut donc plus être modifiée. Rien de ce qui a été soumis n’est jamais perdu.',
  'This application has been submitted, so it can no longer be {action}. Nothing submitted is ever lost.':
    'Cette demande a été soumise ; il n’est donc plus possible de la {action}. Rien de ce qui a été soumis n’est jamais perdu.',
  'This application is already paid': 'Cette demande est déjà payée',
  'This application is billed to your company by invoice': 'Cette demande est facturée à votre entreprise',
  'This application is not assigned to you': 'Cette demande ne vous est pas attribuée',
  'This application was rejected; no fees are due': 'Cette demande a été refusée ; aucun frais n’est dû',
  'This conflicts with the current state. Reload and try again.':
    'Cela entre en conflit avec l’état actuel. Rechargez la page et réessayez.',
  'This consultation is already scheduled': 'Cette consultation est déjà planifiée',
  'This consultation is already completed': 'Cette consultation est déjà terminée',
  'This consultation is already cancelled': 'Cette consultation est déjà annulée',
  'This consultation is already {status}': 'Cette consultation est déjà à l’état {status}',
  'This consultation was just taken': 'Cette consultation vient d’être prise',
  'This conversation is already closed.': 'Cette conversation est déjà close.',
  'This conversation is closed.': 'Cette conversation est close.',
  'This data is the edition of {editionDate} (imported {importedAt}), which a later import replaced; an edition cannot be imported a second time.':
    'Ces données sont l’édition du {editionDate} (importée le {importedAt}), remplacée par une importation ultérieure ; une édition ne peut pas être importée une seconde fois.',
  'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.':
    'Ce compte de démonstration est partagé par tous les visiteurs : sa connexion en deux étapes ne peut pas être modifiée depuis une session de démonstration.',
  'This document has already been rejected.': 'Ce document a déjà été refusé.',
  'This document has already been requested': 'Ce document a déjà été demandé',
  'This employee already has a linked account.': 'Cet employé a déjà un compte associé.',
  'This file is larger than {maxMegabytes} MB': 'Ce fichier dépasse {maxMegabytes} Mo',
  'This file is not a PDF, JPEG or PNG document': 'Ce fichier n’est pas un document PDF, JPEG ou PNG',
  'This invitation link is invalid, expired or already used.':
    'Ce lien d’invitation n’est pas valide, a expiré ou a déjà été utilisé.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in (or create an account) as {invitedAgain} and open the link again.':
    'Cette invitation a été envoyée à {invited}, mais vous êtes connecté en tant que {signedIn}. Déconnectez-vous, puis connectez-vous (ou créez un compte) en tant que {invitedAgain} et ouvrez de nouveau le lien.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in as {invitedAgain} and open the link again.':
    'Cette invitation a été envoyée à {invited}, mais vous êtes connecté en tant que {signedIn}. Déconnectez-vous, puis connectez-vous en tant que {invitedAgain} et ouvrez de nouveau le lien.',
  'This invoice is already paid': 'Cette facture est déjà payée',
  'This is your own address: enter the traveller’s own email.':
    'C’est votre propre adresse : saisissez l’adresse e-mail du voyageur.',
  'This page does not exist': 'Cette page n’existe pas',
  'This passkey is already added.': 'Cette clé d’accès est déjà ajoutée.',
  'This payment can no longer be confirmed. Please start again.':
    'Ce paiement ne peut plus être confirmé. Veuillez recommencer.',
  'This payment has no Stripe payment to refund': 'Ce paiement n’a aucun paiement Stripe à rembourser',
  'This payment has no line for that traveller': 'Ce paiement n’a aucune ligne pour ce voyageur',
  'This payment is already refunded': 'Ce paiement est déjà remboursé',
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.':
    'Cette requête ne provient pas de l’application VisaBridge et a été refusée. Rechargez la page et réessayez.',
  'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.':
    'Cette règle est fournie avec VisaBridge et reviendrait au prochain démarrage : donnez-lui plutôt une date de fin.',
  'This second factor does not exist': 'Ce second facteur n’existe pas',
  'This stream ticket is invalid or has expired. Ask for a new one.':
    'Ce ticket de flux n’est pas valide ou a expiré. Demandez-en un nouveau.',
  'This traveller already follows their application from their own account.':
    'Ce voyageur suit déjà sa demande depuis son propre compte.',
  'This traveller is on trip {tripReferenceOf}: pay for the trip to pay for everyone on it at once.':
    'Ce voyageur fait partie du voyage {tripReferenceOf} : payez le voyage pour régler pour tous ses voyageurs en une fois.',
  'This traveller is on trip {tripReferenceOf}: submit the trip to submit everyone on it together.':
    'Ce voyageur fait partie du voyage {tripReferenceOf} : soumettez le voyage pour soumettre tous ses voyageurs ensemble.',
  'This traveller is you: you follow their application already.':
    'Ce voyageur, c’est vous : vous suivez déjà sa demande.',
  "This traveller's fees are already refunded": 'Les frais de ce voyageur sont déjà remboursés',
  'This trip is already paid': 'Ce voyage est déjà payé',
  'To file for {nameOf}, add their {labels} to their employee profile.':
    'Pour déposer la demande de {nameOf}, ajoutez à son profil d’employé : {labels}.',
  'Too many login attempts. Please wait 1 minute and try again.':
    'Trop de tentatives de connexion. Veuillez patienter 1 minute et réessayer.',
  'Too many login attempts. Please wait {count} minutes and try again.':
    'Trop de tentatives de connexion. Veuillez patienter {count} minutes et réessayer.',
  'Too many login attempts. Please wait {minutes} and try again.':
    'Trop de tentatives de connexion. Veuillez patienter {minutes} et réessayer.',
  'Too many requests. Please wait a moment and try again.':
    'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  'Too many sign-ups from your network. Please try again in {minutes} minute.':
    'Trop d’inscriptions depuis votre réseau. Veuillez réessayer dans {minutes} minute.',
  'Too many sign-ups from your network. Please try again in {minutes} minutes.':
    'Trop d’inscriptions depuis votre réseau. Veuillez réessayer dans {minutes} minutes.',
  'Too many wrong codes. Please wait 1 minute and try again.':
    'Trop de codes erronés. Veuillez patienter 1 minute et réessayer.',
  'Too many wrong codes. Please wait {count} minutes and try again.':
    'Trop de codes erronés. Veuillez patienter {count} minutes et réessayer.',
  'Too many wrong codes. Please wait {minutes} and try again.':
    'Trop de codes erronés. Veuillez patienter {minutes} et réessayer.',
  'Too many wrong passwords. Please wait 1 minute and try again.':
    'Trop de mots de passe erronés. Veuillez patienter 1 minute et réessayer.',
  'Too many wrong passwords. Please wait {count} minutes and try again.':
    'Trop de mots de passe erronés. Veuillez patienter {count} minutes et réessayer.',
  'Too many wrong passwords. Please wait {minutes} and try again.':
    'Trop de mots de passe erronés. Veuillez patienter {minutes} et réessayer.',
  'Traveller not found on this trip': 'Voyageur introuvable dans ce voyage',
  'Trip not found': 'Voyage introuvable',
  "Trip {tripReferenceOf} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.":
    'Le voyage {tripReferenceOf} a été soumis : ses voyageurs ne peuvent donc plus être modifiés. La demande de chaque voyageur est suivie séparément.',
  'Unknown country code or group {scope}': 'Code de pays ou de groupe inconnu : {scope}',
  'Unknown country code {code}': 'Code de pays inconnu : {code}',
  'Unknown destination group {destinationGroup}': 'Groupe de destinations inconnu : {destinationGroup}',
  'Unknown passport group {passportGroup}': 'Groupe de passeports inconnu : {passportGroup}',
  'User not found': 'Utilisateur introuvable',
  'Visa policy not found': 'Politique de visa introuvable',
  'What was sent is too large.': 'Ce qui a été envoyé est trop volumineux.',
  'You are the last active administrator. Make another user an administrator before deleting your account.':
    'Vous êtes le dernier administrateur actif. Nommez un autre utilisateur administrateur avant de supprimer votre compte.',
  'You can rate an application once it has been decided.':
    'Vous pourrez évaluer une demande une fois qu’elle aura été tranchée.',
  'You cannot deactivate or demote your own account.':
    'Vous ne pouvez pas désactiver ni rétrograder votre propre compte.',
  'You do not have permission to do this.': 'Vous n’avez pas l’autorisation de faire cela.',
  'You have sent several messages in the last hour. Please try again in {minutes} minute.':
    'Vous avez envoyé plusieurs messages au cours de la dernière heure. Veuillez réessayer dans {minutes} minute.',
  'You have sent several messages in the last hour. Please try again in {minutes} minutes.':
    'Vous avez envoyé plusieurs messages au cours de la dernière heure. Veuillez réessayer dans {minutes} minutes.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} second.':
    'Vous avez téléversé {limit} fichiers au cours de la dernière minute, le maximum accepté. Veuillez réessayer dans {seconds} seconde.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} seconds.':
    'Vous avez téléversé {limit} fichiers au cours de la dernière minute, le maximum accepté. Veuillez réessayer dans {seconds} secondes.',
  'You have {drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.':
    'Vous avez {drafts} demandes en préparation, le maximum par compte. Soumettez-en ou supprimez-en avant d’en commencer une autre.',
  'Your account is already linked to another employee record.':
    'Votre compte est déjà associé à une autre fiche d’employé.',
  'Your account is not linked to a company.': 'Votre compte n’est associé à aucune entreprise.',
  'Your company is managed by your company account':
    'Votre entreprise est gérée par le compte de votre entreprise',
  'Your documents already take {used} of the {allowed} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.':
    'Vos documents occupent déjà {used} sur les {allowed} qu’un compte peut stocker, et ce fichier ne tient pas. Supprimez des documents dont vous n’avez plus besoin ou téléversez un fichier plus petit.',
  '1 open application is assigned to this agent: reassign them or return them to the unassigned queue.':
    '1 demande ouverte est attribuée à cet agent : réattribuez-la ou renvoyez-la dans la file non attribuée.',
  '{count} open applications are assigned to this agent: reassign them or return them to the unassigned queue.':
    '{count} demandes ouvertes sont attribuées à cet agent : réattribuez-les ou renvoyez-les dans la file non attribuée.',
  '{countOf} assigned to this agent: reassign them or return them to the unassigned queue.':
    '{countOf} attribué(s) à cet agent : réattribuez-les ou renvoyez-les dans la file non attribuée.',
  '1 problem in the file; nothing was created.': '1 problème dans le fichier ; rien n’a été créé.',
  '{count} problems in the file; nothing was created.':
    '{count} problèmes dans le fichier ; rien n’a été créé.',
  '{countOf} in the file; nothing was created.': '{countOf} dans le fichier ; rien n’a été créé.',
  '1 problem on this trip; nothing was filed.': '1 problème dans ce voyage ; rien n’a été déposé.',
  '{count} problems on this trip; nothing was filed.':
    '{count} problèmes dans ce voyage ; rien n’a été déposé.',
  '{countOf} on this trip; nothing was filed.': '{countOf} dans ce voyage ; rien n’a été déposé.',
  "{name}'s passport expires on {passportExpiry}. {problem}. Renew it and update their employee profile, or change the travel date.":
    'Le passeport de {name} expire le {passportExpiry}. {problem}. Renouvelez-le et mettez à jour son profil d’employé, ou changez la date du voyage.',
  '{name} has not accepted their invitation yet': '{name} n’a pas encore accepté son invitation',
  '{scopeNameOf} already has entry conditions: edit them instead':
    '{scopeNameOf} a déjà des conditions d’entrée : modifiez-les plutôt',
  '{title} has changed since you opened it: read the new version and accept it again.':
    '{title} a changé depuis que vous l’avez ouvert : lisez la nouvelle version et acceptez-la de nouveau.',
  "{traveller}'s refund is their line of the payment: {amount}":
    'Le remboursement de {traveller} correspond à sa ligne du paiement : {amount}',
  'This application is listed more than once.': 'Cette demande figure plusieurs fois dans la liste.',
  '{updated} updated, {refused} refused': 'Mises à jour : {updated} ; refusées : {refused}',
  'Choose one of the languages offered': 'Choisissez l’une des langues proposées',
  'Invitation sent to {email}': 'Invitation envoyée à {email}',
  '1 invitation sent': '1 invitation envoyée',
  '{count} invitations sent': 'Invitations envoyées : {count}',
  'Add at least one traveller': 'Ajoutez au moins un voyageur',
  'our data has no answer for this passport on this trip; check with the embassy before travelling':
    'nos données n’ont pas de réponse pour ce passeport sur ce voyage ; renseignez-vous auprès de l’ambassade avant de partir',
  '{from} passport holders are not admitted to {to} ({category})':
    'les titulaires d’un passeport de ce pays ({from}) ne sont pas admis à destination de {to} ({category})',
  'choose the parent or guardian travelling with them (18 or over)':
    'choisissez le parent ou le tuteur qui voyage avec cette personne (18 ans ou plus)',
  'Trip submitted: 1 traveller waiting for review': 'Voyage soumis : 1 voyageur en attente d’examen',
  'Trip submitted: {count} travellers waiting for review':
    'Voyage soumis : {count} voyageurs en attente d’examen',
};

import type { EntryConditionsView } from '@visabridge/contract';
import { countIn } from './count-in';
import { listIn } from './list-in';
import type { AnswerTexts, RuleNeed } from './types';

// Country names come without their article ("Japon", "États-Unis"): they are set apart, never after "de" or "en".
const days = (count: number) => countIn('fr', count, { one: '# jour', other: '# jours' });
const months = (count: number) => `${count} mois`;
const businessDays = (count: number) =>
  countIn('fr', count, { one: '# jour ouvré', other: '# jours ouvrés' });

const passportRule = (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => {
  if (!conditions?.passportValidity)
    return `Passeport valide : la règle de validité du passeport de la destination (${destination}) ne figure pas dans nos données ; vérifiez-la auprès de la source officielle avant votre départ`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const validity = {
    beyond_arrival: `valide au moins ${months(passportValidityMonths ?? 0)} après la date d’arrivée`,
    beyond_departure: `valide au moins ${months(passportValidityMonths ?? 0)} après la date de départ`,
    for_stay: 'valide pendant toute la durée du séjour',
  }[passportValidity];
  const issued = maxPassportAgeYears ? `, délivré il y a moins de ${maxPassportAgeYears} ans` : '';
  const pages = blankPages
    ? `, avec ${countIn('fr', blankPages, { one: '# page vierge', other: '# pages vierges' })}`
    : '';
  return `Passeport ${validity}${issued}${pages} (règle applicable : ${ruleOf})`;
};

const photoRule = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo)
    return `Photo d’identité récente : les normes photo de la destination (${destination}) ne figurent pas dans nos données ; vérifiez le format auprès de la source officielle`;
  if (photo.shape === 'square')
    return `Photo numérique carrée (hauteur égale à la largeur), d’au moins ${photo.minPixels} x ${photo.minPixels} pixels, ${photo.background}`;
  return `Photo récente, ${photo.widthMm} x ${photo.heightMm} mm, ${photo.background}`;
};

const whatHoldersNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'peuvent entrer sans visa';
  if (category === 'no_admission') return 'ne sont pas admis';
  return `doivent obtenir l’autorisation « ${authorisationName} »`;
};

const whatHoldersWillNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'pourront entrer sans visa';
  if (category === 'no_admission') return 'ne seront pas admis';
  return `devront obtenir l’autorisation « ${authorisationName} »`;
};

const holders = (from: string) => `les titulaires d’un passeport délivré par ce pays (${from})`;

const confirmWith = (country: string) =>
  `Vérifiez auprès de votre compagnie aérienne et de la source gouvernementale officielle du pays (${country}) avant votre départ.`;

export const answerTextsFr: AnswerTexts = {
  dateLocale: 'fr',
  datasetValue: (category, stayDays) =>
    stayDays
      ? `sans visa jusqu’à ${days(stayDays)}`
      : {
          visa_free: 'sans visa',
          visa_on_arrival: 'visa à l’arrivée',
          eta: 'autorisation de voyage électronique (eTA)',
          e_visa: 'e-Visa',
          visa_required: 'visa obligatoire',
          no_admission: 'entrée interdite',
          own_country: 'pays de nationalité',
        }[category],
  visaTypeNames: {
    tourist: 'Visa touristique',
    business: 'Visa d’affaires',
    student: 'Visa étudiant',
    work: 'Visa de travail',
    family: 'Visa familial',
    transit: 'Visa de transit',
    medical: 'Visa pour soins médicaux',
  },
  groupNames: { 'eu-eea-swiss': 'citoyens de l’UE, de l’EEE et de la Suisse', schengen: 'espace Schengen' },
  documents: {
    passportOrId: 'Passeport ou carte nationale d’identité en cours de validité',
    funds: 'Justificatif de ressources suffisantes pour le séjour',
    etaApproval: 'Autorisation de voyage électronique (eTA), liée à ce passeport',
    eVisaApproval: 'Confirmation de l’e-Visa, imprimée, à emporter pendant le voyage',
    eVisaPhoto: 'Photo d’identité numérique pour la demande en ligne',
    applicationForm: 'Formulaire de demande de visa rempli',
    bankStatements: 'Justificatif de ressources suffisantes (relevés bancaires des 3 derniers mois)',
    itinerary: 'Itinéraire du voyage',
    returnTicket: 'Billet de retour ou de continuation',
    accommodation: 'Justificatif d’hébergement (réservation d’hôtel ou adresse de l’hôte)',
    invitationLetter: 'Lettre d’invitation de l’entreprise que vous allez visiter',
    employerLetter: 'Lettre de votre employeur précisant l’objet du voyage',
    acceptanceLetter: 'Lettre d’admission de l’établissement scolaire ou de l’université',
    tuitionProof: 'Justificatif de paiement des frais de scolarité ou de bourse',
    jobOffer: 'Offre d’emploi ou contrat de travail',
    relationshipProof: 'Justificatif du lien de parenté (acte de naissance ou de mariage)',
    familyInvitation: 'Invitation et copie de la pièce d’identité du membre de la famille que vous rejoignez',
    onwardTicket: 'Billet de continuation dans le délai de transit',
    finalDestinationVisa: 'Visa ou autorisation d’entrée pour la destination finale',
    hospitalLetter: 'Lettre de l’hôpital qui vous soigne, avec les dates du traitement',
    treatmentPayment: 'Justificatif de la prise en charge financière du traitement',
    workPermit: 'Permis de travail ou son accord, lorsque le pays de destination en délivre un',
    schengenInsurance:
      'Assurance médicale de voyage couvrant au moins 30 000 EUR pour toute la durée du séjour dans l’espace Schengen',
    schengenMinorForm:
      'Formulaire de demande signé par un parent ou le tuteur légal, avec son nom et son adresse (le voyageur a moins de 18 ans)',
  },
  passportRule,
  photoRule,
  photoBackgrounds: {
    'plain light background': 'fond clair et uni',
    'white or off-white background': 'fond blanc ou blanc cassé',
    'plain light-coloured or white background': 'fond uni de couleur claire ou blanc',
    'background not stated': 'fond non précisé',
  },
  recordedFrom: (recordedOn, source) => `enregistré par VisaBridge le ${recordedOn} d’après ${source}`,
  recordedBy: (by, on, source) => `Enregistré par ${by} le ${on} d’après ${source}`,
  fee: {
    notApplicable: 'Sans objet',
    noVisaFee: 'Aucun frais de visa',
    setByAuthority: 'Inconnus : fixés par l’autorité émettrice',
    setByEmbassy: 'Frais fixés par l’ambassade',
    notKnown: 'Inconnus',
    fromDay: (amount, date) => `${amount} (depuis le ${date})`,
  },
  stay: {
    notAdmitted: 'Entrée interdite',
    unlimited: 'Illimité',
    upToDays: (count) => `Jusqu’à ${days(count)}`,
    setByAuthorisation: 'Fixé par le visa ou l’autorisation',
    notStated: 'Non précisé dans les données',
  },
  processing: {
    notApplicable: 'Sans objet',
    days: (min, max) => (min === max ? businessDays(min) : `${min} à ${max} jours ouvrés`),
    atBorder: 'Délivré à la frontière à l’arrivée',
    noApplication: 'Aucune demande nécessaire',
    varies: 'Le délai de traitement varie',
  },
  decisions: {
    ownCountry: 'Les citoyens peuvent toujours entrer dans leur propre pays',
    longStayPurpose:
      'Les études, le travail et le regroupement familial exigent un visa ou un titre de séjour ; l’entrée sans visa ne couvre que les courts séjours',
    freeMovement: {
      'eu-eea-swiss-free-movement': 'Libre circulation des personnes dans l’UE, l’EEE et la Suisse',
      'common-travel-area': 'Zone de voyage commune entre l’Irlande et le Royaume-Uni',
      'trans-tasman-travel-arrangement':
        'Accord de voyage transtasmanien entre l’Australie et la Nouvelle-Zélande',
    },
    passportIndex: (editionDate, value) => `Passport Index, édition du ${editionDate} : ${value}`,
    entryRule: (name, startsOn, recorded) => `${name}, en vigueur depuis le ${startsOn}. ${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) =>
      `Les titulaires d’un passeport délivré par ce pays (${from}) ne sont pas admis à destination (${to}) ; contactez l’ambassade de la destination avant d’organiser votre voyage.`,
    stayLimit: (count) =>
      `Vous pouvez séjourner jusqu’à ${days(count)} ; au-delà, il vous faut un visa ou un titre de séjour.`,
    eta: 'Demandez l’autorisation de voyage électronique en ligne avant votre départ.',
    eVisa: 'Demandez l’e-Visa en ligne et emportez une copie imprimée de la confirmation.',
    visaOnArrival: 'Préparez le montant du visa et vos justificatifs pour le passage de la frontière.',
    applyForVisa: (to) =>
      `Demandez le visa de la destination (${to}) avant votre départ, en ligne ou auprès de son ambassade ou consulat, selon les indications de son site officiel des visas.`,
    applyOnGovUk: (source, recorded) =>
      `Faites votre demande en ligne sur GOV.UK avant votre départ (${source}), puis rendez-vous dans un centre de demande de visa pour la prise d’empreintes digitales et de photo (${recorded}).`,
    applyAhead: (daysBefore, processingDays) =>
      `Faites votre demande au moins ${days(daysBefore)} avant votre départ : le traitement peut prendre jusqu’à ${businessDays(processingDays)}.`,
    registerResidence:
      'Si vous séjournez plus de trois mois, déclarez votre résidence auprès des autorités locales.',
    carryPassportOrId:
      'Munissez-vous d’un passeport ou d’une carte nationale d’identité en cours de validité.',
    passportRule: (rule, recorded) =>
      `${rule} : ${recorded}. Vérifiez-la auprès de la source officielle avant votre départ.`,
    passportRuleUnknown: (to) =>
      `La règle de validité du passeport de la destination (${to}) ne figure pas dans nos données : vérifiez-la auprès de la source officielle avant votre départ.`,
  },
  entryRules: {
    starts: (date, from, to, need) =>
      `À partir du ${date}, ${holders(from)} ${whatHoldersNeed(need)} pour entrer à destination (${to}).`,
    ends: (name, date) =>
      `${name} : en vigueur jusqu’au ${date} ; ensuite, la réponse du jeu de données s’applique de nouveau.`,
    feeChanges: (date, name, amount) =>
      `À partir du ${date}, les frais officiels de l’autorisation « ${name} » s’élèvent à ${amount}.`,
    announced: (from, to, need) =>
      `Annoncé, sans date d’entrée en vigueur : ${holders(from)} ${whatHoldersWillNeed(need)} pour entrer à destination (${to}). Pas encore en vigueur ; la réponse ci-dessus n’en tient pas compte.`,
    applyDirectly: (url, amount) =>
      `Vous pouvez faire votre demande directement sur le site officiel, ${url}, sans passer par VisaBridge ; ${amount ? `les frais officiels y sont de ${amount}` : 'nous ne connaissons pas les frais officiels qui y sont demandés'}.`,
  },
  freshness: (editionDate, ageDays, monthCount) =>
    `L’édition du Passport Index du ${editionDate} remonte à ${days(ageDays)} (environ ${months(monthCount)}) ; les règles d’entrée enregistrées depuis s’y ajoutent, chacune avec sa date d’enregistrement.`,
  confirmWithSource: (source) =>
    `Les règles d’entrée évoluent : vérifiez-les auprès de la source officielle, ${source}, avant votre départ.`,
  confirmWithGovernment: (to) =>
    `Les règles d’entrée évoluent : vérifiez-les auprès des sources gouvernementales officielles de la destination (${to}), son ambassade ou son service d’immigration, avant votre départ.`,
  noCorridorData: (from, to) =>
    `Nous n’avons pas de données sur les visas pour ce trajet (départ : ${from}, destination : ${to}).`,
  trip: {
    transitOwnCountry:
      'Les citoyens peuvent toujours entrer dans leur propre pays : y transiter ne nécessite donc aucun visa.',
    transitOnFile: (country, visaType, fee) =>
      `Une règle de transit est enregistrée pour ce pays (${country}) : ${visaType}, ${fee}. ${confirmWith(country)}`,
    transitNotInData: (country) =>
      `Les règles de transit de ce pays (${country}) ne figurent pas dans nos données : la réponse affichée concerne l’entrée sur son territoire. Certains pays permettent de rester en zone internationale sans visa, d’autres exigent un visa de transit. ${confirmWith(country)}`,
    legName: (number, country) => `l’étape ${number} (${country})`,
    legList: listIn('fr'),
    applyBefore: (legs) => `Faites votre demande avant le départ pour ${legs}.`,
    nothingToApplyBefore:
      'Aucune étape n’exige de demander un visa ou une autorisation de voyage avant le départ.',
    notAdmittedOn: (legs) => `Ce passeport n’est pas admis pour ${legs}.`,
    datasetSource: (editionDate, source) =>
      `Données du Passport Index, édition du ${editionDate} (${source})`,
  },
};

import {
  formatProcessingDays,
  passportRuleText,
  photoRuleText,
  recordedFrom,
  visaCategoryLabels,
  withArticle,
} from '@visabridge/contract';
import type { AnswerTexts, RuleNeed } from './types';

const holdersOf = (from: string) => `holders of ${withArticle(`${from} passport`)}`;

/** "need a UK Electronic Travel Authorisation", "may enter without a visa", "are not admitted". */
const whatHoldersNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'may enter without a visa';
  if (category === 'no_admission') return 'are not admitted';
  return `need the ${authorisationName}`;
};

const whatHoldersWillNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return 'will be able to enter without a visa';
  if (category === 'no_admission') return 'will not be admitted';
  return `will need the ${authorisationName}`;
};

const confirmWith = (country: string) =>
  `Confirm with your airline and with ${country}'s official government source before you travel.`;

export const answerTextsEn: AnswerTexts = {
  dateLocale: 'en-GB',
  datasetValue: (category, stayDays) =>
    stayDays ? `visa free for up to ${stayDays} days` : visaCategoryLabels[category].toLowerCase(),
  visaTypeNames: {
    tourist: 'Tourism visa',
    business: 'Business visa',
    student: 'Study visa',
    work: 'Work visa',
    family: 'Family visa',
    transit: 'Transit visa',
    medical: 'Medical treatment visa',
  },
  groupNames: { 'eu-eea-swiss': 'EU, EEA and Swiss citizens', schengen: 'The Schengen area' },
  documents: {
    passportOrId: 'Valid passport or national identity card',
    funds: 'Proof of sufficient funds for the stay',
    etaApproval: 'Electronic travel authorisation (eTA), linked to this passport',
    eVisaApproval: 'E-visa approval, printed, to carry when you travel',
    eVisaPhoto: 'Digital passport photo for the online application',
    applicationForm: 'Completed visa application form',
    bankStatements: 'Proof of sufficient funds (bank statements for the last 3 months)',
    itinerary: 'Travel itinerary',
    returnTicket: 'Return or onward ticket',
    accommodation: 'Proof of accommodation (hotel booking or host address)',
    invitationLetter: 'Invitation letter from the company you will visit',
    employerLetter: 'Letter from your employer stating the purpose of the trip',
    acceptanceLetter: 'Letter of acceptance from the school or university',
    tuitionProof: 'Proof of tuition payment or scholarship',
    jobOffer: 'Job offer or employment contract',
    relationshipProof: 'Proof of the family relationship (birth or marriage certificate)',
    familyInvitation: 'Invitation and copy of the ID of the family member you join',
    onwardTicket: 'Onward ticket within the transit period',
    finalDestinationVisa: 'Visa or entry permission for the final destination',
    hospitalLetter: 'Letter from the treating hospital with dates of treatment',
    treatmentPayment: 'Proof that the treatment can be paid for',
    workPermit: 'Work permit or its approval, where the destination issues one',
    schengenInsurance:
      'Travel medical insurance covering at least EUR 30,000 for the whole stay in the Schengen area',
    schengenMinorForm:
      'Application form signed by a parent or legal guardian, with their name and address (the traveller is under 18)',
  },
  passportRule: (conditions, destination) => passportRuleText(conditions, destination),
  photoRule: photoRuleText,
  photoBackgrounds: {
    'plain light background': 'plain light background',
    'white or off-white background': 'white or off-white background',
    'plain light-coloured or white background': 'plain light-coloured or white background',
    'background not stated': 'background not stated',
  },
  recordedFrom,
  recordedBy: (by, on, source) => `Recorded by ${by} on ${on} from ${source}`,
  fee: {
    notApplicable: 'Not applicable',
    noVisaFee: 'No visa fee',
    setByAuthority: 'Not known: set by the issuing authority',
    setByEmbassy: 'Fee set by the embassy',
    notKnown: 'Not known',
    fromDay: (amount, date) => `${amount} (from ${date})`,
  },
  stay: {
    notAdmitted: 'Not admitted',
    unlimited: 'Unlimited',
    upToDays: (days) => `Up to ${days} days`,
    setByAuthorisation: 'Set by the visa or authorisation',
    notStated: 'Not stated in the data',
  },
  processing: {
    notApplicable: 'Not applicable',
    days: formatProcessingDays,
    atBorder: 'Issued at the border on arrival',
    noApplication: 'No application needed',
    varies: 'Processing time varies',
  },
  decisions: {
    ownCountry: 'Citizens may always enter their own country',
    longStayPurpose:
      'Study, work and family settlement need a visa or residence permit; visa-free entry covers short visits only',
    freeMovement: {
      'eu-eea-swiss-free-movement': 'Free movement of persons inside the EU, the EEA and Switzerland',
      'common-travel-area': 'Common Travel Area between Ireland and the United Kingdom',
      'trans-tasman-travel-arrangement': 'Trans-Tasman Travel Arrangement between Australia and New Zealand',
    },
    passportIndex: (editionDate, value) => `Passport Index, edition of ${editionDate}: ${value}`,
    entryRule: (name, startsOn, recorded) => `${name}, in force from ${startsOn}. ${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) =>
      `Holders of ${withArticle(`${from} passport`)} are not admitted to ${to}; contact its embassy before planning travel.`,
    stayLimit: (days) => `You may stay up to ${days} days; a longer stay needs a visa or residence permit.`,
    eta: 'Apply for the electronic travel authorisation online before you travel.',
    eVisa: 'Apply for the e-visa online and carry a printed copy of the approval.',
    visaOnArrival: 'Have the visa fee and your supporting documents ready at the border.',
    applyForVisa: (to) =>
      `Apply for the visa of ${to} before you travel, online or at its embassy or consulate, as its official visa website directs.`,
    applyOnGovUk: (source, recorded) =>
      `Apply online on GOV.UK before you travel (${source}), then give your fingerprints and photo at a visa application centre (${recorded}).`,
    applyAhead: (daysBefore, processingDays) =>
      `Apply at least ${daysBefore} days before you travel: processing takes up to ${processingDays} business days.`,
    registerResidence:
      'Register your residence with the local authorities if you stay longer than three months.',
    carryPassportOrId: 'Carry a valid passport or national identity card.',
    passportRule: (rule, recorded) =>
      `${rule}: ${recorded}. Confirm it with the official source before you travel.`,
    passportRuleUnknown: (to) =>
      `${to}'s passport validity rule is not in our data: confirm it with the official source before you travel.`,
  },
  entryRules: {
    starts: (date, from, to, need) =>
      `From ${date}, ${holdersOf(from)} ${whatHoldersNeed(need)} to enter ${to}.`,
    ends: (name, date) =>
      `${name}: in force until ${date}; after that day the dataset's answer applies again.`,
    feeChanges: (date, name, amount) => `From ${date}, the government fee for the ${name} is ${amount}.`,
    announced: (from, to, need) =>
      `Announced, no start date set: ${holdersOf(from)} ${whatHoldersWillNeed(need)} to enter ${to}. Not in force yet; the answer above does not include it.`,
    applyDirectly: (url, amount) =>
      `You may apply directly on the official site, ${url}, without VisaBridge; the government fee there is ${amount ?? 'not known to us'}.`,
  },
  freshness: (editionDate, ageDays, months) =>
    `The Passport Index edition of ${editionDate} is ${ageDays} days old (about ${months} months); entry rules recorded since then are applied on top of it, each with the date it was recorded.`,
  confirmWithSource: (source) =>
    `Entry rules change: confirm with the official source, ${source}, before you travel.`,
  confirmWithGovernment: (to) =>
    `Entry rules change: confirm with ${to}'s official government sources (its embassy or immigration authority) before you travel.`,
  noCorridorData: (from, to) => `We have no visa data for travel from ${from} to ${to}.`,
  trip: {
    transitOwnCountry: 'Citizens may always enter their own country, so passing through it needs no visa.',
    transitOnFile: (country, visaType, fee) =>
      `A transit policy for ${country} is on file: ${visaType}, ${fee}. ${confirmWith(country)}`,
    transitNotInData: (country) =>
      `Transit rules for ${country} are not in our data: the answer shown is for entering ${country}. Some countries let you stay airside without a visa, others ask for a transit visa. ${confirmWith(country)}`,
    legName: (number, country) => `leg ${number} (${country})`,
    legList: (legs) => legs.join(', '),
    applyBefore: (legs) => `Apply before you travel for ${legs}.`,
    nothingToApplyBefore: 'No leg needs a visa or travel authorisation applied for before travel.',
    notAdmittedOn: (legs) => `This passport is not admitted on ${legs}.`,
    datasetSource: (editionDate, source) => `Passport Index dataset, edition of ${editionDate} (${source})`,
  },
};

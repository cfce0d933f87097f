import type { EntryConditionsView, Purpose, VisaCategory } from '@visabridge/contract';

/** The documents a checklist may name, besides the destination's own passport and photo rules. */
export type ChecklistDocument =
  | 'passportOrId'
  | 'funds'
  | 'etaApproval'
  | 'eVisaApproval'
  | 'eVisaPhoto'
  | 'applicationForm'
  | 'bankStatements'
  | 'itinerary'
  | 'returnTicket'
  | 'accommodation'
  | 'invitationLetter'
  | 'employerLetter'
  | 'acceptanceLetter'
  | 'tuitionProof'
  | 'jobOffer'
  | 'relationshipProof'
  | 'familyInvitation'
  | 'onwardTicket'
  | 'finalDestinationVisa'
  | 'hospitalLetter'
  | 'treatmentPayment'
  | 'workPermit'
  | 'schengenInsurance'
  | 'schengenMinorForm';

/** The curated free-movement agreements (free-movement.ts), by id. */
export type FreeMovementId =
  'eu-eea-swiss-free-movement' | 'common-travel-area' | 'trans-tasman-travel-arrangement';

/** The named groups of countries entry conditions are written for (country-groups.ts), by id. */
export type CountryGroupId = 'eu-eea-swiss' | 'schengen';

/**
 * The photo backgrounds VisaBridge ships (shipped-entry-conditions.ts) and the one said when none is stated;
 * a background staff write themselves is operator content and stays as written.
 */
export type ShippedBackground =
  | 'plain light background'
  | 'white or off-white background'
  | 'plain light-coloured or white background'
  | 'background not stated';

/** What an entry rule asks of the holders it covers: its category and the authorisation's own name. */
export type RuleNeed = { category: VisaCategory; authorisationName: string };

/**
 * Every text of a requirement answer in one language. Country names come in already written in that
 * language; days come in as YYYY-MM-DD or written with `date`; amounts come in formatted.
 */
export type AnswerTexts = {
  /** The locale a day is written in inside a sentence ("12 January 2025"). */
  dateLocale: string;
  /** "visa free for up to 90 days", else the category as it reads inside a sentence. */
  datasetValue: (category: VisaCategory, stayDays: number | null) => string;
  visaTypeNames: Record<Purpose, string>;
  groupNames: Record<CountryGroupId, string>;
  documents: Record<ChecklistDocument, string>;
  /** The destination's passport rule as a checklist line; `ruleOf` names whose rule it is. */
  passportRule: (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => string;
  photoRule: (conditions: EntryConditionsView | null, destination: string) => string;
  photoBackgrounds: Record<ShippedBackground, string>;
  /** "recorded by VisaBridge on 2026-11-28 from https://…" */
  recordedFrom: (recordedOn: string, source: string) => string;
  /** "Recorded by Jane on 2026-11-28 from https://…": who entered a rule, when and from where. */
  recordedBy: (by: string, on: string, source: string) => string;
  fee: {
    notApplicable: string;
    noVisaFee: string;
    setByAuthority: string;
    setByEmbassy: string;
    notKnown: string;
    fromDay: (amount: string, date: string) => string;
  };
  stay: {
    notAdmitted: string;
    unlimited: string;
    upToDays: (days: number) => string;
    setByAuthorisation: string;
    notStated: string;
  };
  processing: {
    notApplicable: string;
    days: (min: number, max: number) => string;
    atBorder: string;
    noApplication: string;
    varies: string;
  };
  decisions: {
    ownCountry: string;
    longStayPurpose: string;
    freeMovement: Record<FreeMovementId, string>;
    passportIndex: (editionDate: string, value: string) => string;
    entryRule: (authorisationName: string, startsOn: string, recorded: string) => string;
  };
  tips: {
    notAdmitted: (from: string, to: string) => string;
    stayLimit: (days: number) => string;
    eta: string;
    eVisa: string;
    visaOnArrival: string;
    applyForVisa: (to: string) => string;
    applyOnGovUk: (source: string, recorded: string) => string;
    applyAhead: (daysBefore: number, processingDays: number) => string;
    registerResidence: string;
    carryPassportOrId: string;
    passportRule: (rule: string, recorded: string) => string;
    passportRuleUnknown: (to: string) => string;
  };
  entryRules: {
    starts: (date: string, from: string, to: string, need: RuleNeed) => string;
    ends: (authorisationName: string, date: string) => string;
    feeChanges: (date: string, authorisationName: string, amount: string) => string;
    announced: (from: string, to: string, need: RuleNeed) => string;
    applyDirectly: (url: string, amount: string | null) => string;
  };
  freshness: (editionDate: string, ageDays: number, months: number) => string;
  confirmWithSource: (source: string) => string;
  confirmWithGovernment: (to: string) => string;
  noCorridorData: (from: string, to: string) => string;
  trip: {
    transitOwnCountry: string;
    transitOnFile: (country: string, visaType: string, fee: string) => string;
    transitNotInData: (country: string) => string;
    legName: (number: number, country: string) => string;
    /** Legs' names as one list ("leg 1 (Japan), leg 2 (India)"). */
    legList: (legs: string[]) => string;
    applyBefore: (legs: string) => string;
    nothingToApplyBefore: string;
    notAdmittedOn: (legs: string) => string;
    /** Where an answer without an entry rule comes from: "Passport Index dataset, edition of 12 January 2025 (…)". */
    datasetSource: (editionDate: string, source: string) => string;
  };
};

import type { ChecklistKind, EntryConditionsView, Purpose, VisaCategory } from '@visabridge/contract';
import type { ChecklistDocument } from './answer-texts/types';
import type { AnswerWriter } from './answer-writer';

/** A checklist line before it is written: a known document, or the destination's own passport or photo rule. */
type ChecklistLine = ChecklistDocument | 'passport' | 'photo';

/** What the trip itself needs shown, whatever the entry rules. */
const purposeDocuments: Record<Purpose, ChecklistDocument[]> = {
  tourist: ['returnTicket', 'accommodation'],
  business: ['invitationLetter', 'employerLetter'],
  student: ['acceptanceLetter', 'tuitionProof'],
  work: ['jobOffer'],
  family: ['relationshipProof', 'familyInvitation'],
  transit: ['onwardTicket', 'finalDestinationVisa'],
  medical: ['hospitalLetter', 'treatmentPayment'],
};

/** A consular visa for work also needs the permit the destination issues. */
const consularPurposeDocuments: Partial<Record<Purpose, ChecklistDocument[]>> = {
  work: ['workPermit'],
};

// The authorisation an e-visa or eTA application is for (etaApproval, eVisaApproval) is issued to the traveller.
const categoryDocuments: Record<Exclude<VisaCategory, 'own_country' | 'no_admission'>, ChecklistLine[]> = {
  visa_free: ['passport', 'funds'],
  eta: ['passport', 'etaApproval', 'funds'],
  e_visa: ['passport', 'eVisaApproval', 'eVisaPhoto', 'funds'],
  visa_on_arrival: ['passport', 'photo', 'funds'],
  visa_required: ['passport', 'applicationForm', 'photo', 'bankStatements', 'itinerary'],
};

type ChecklistOptions = {
  purpose: Purpose;
  category: VisaCategory;
  /** Free movement (EU/EEA/Swiss, Common Travel Area, Trans-Tasman): no visa, permit or form at all. */
  isFreeMovement: boolean;
  /** The destination's own conditions (null: not in our data) and its name, for the passport and photo lines. */
  conditions: EntryConditionsView | null;
  destination: string;
};

const linesOf = ({ purpose, category, isFreeMovement }: ChecklistOptions): ChecklistLine[] => {
  if (category === 'own_country') return ['passportOrId'];
  if (category === 'no_admission') return [];
  if (isFreeMovement) return ['passportOrId', ...purposeDocuments[purpose]];
  const consular = category === 'visa_required' ? (consularPurposeDocuments[purpose] ?? []) : [];
  return [...categoryDocuments[category], ...purposeDocuments[purpose], ...consular];
};

// An online e-visa or eTA application for a visit or a transit asks for none of these: they are shown at the border.
const carriedWithAuthorisation: ReadonlySet<ChecklistLine> = new Set([
  'funds',
  ...purposeDocuments.tourist,
  ...purposeDocuments.transit,
]);

/**
 * When the traveller needs a checklist item: uploaded with the application, issued to them at the end,
 * or shown at the border (funds are checked on arrival, not asked by an application).
 */
const kindOf = (line: ChecklistLine, category: VisaCategory): ChecklistKind => {
  if (line === 'etaApproval' || line === 'eVisaApproval') return 'issued';
  if (line === 'funds') return 'carry';
  const isOnline = category === 'eta' || category === 'e_visa';
  return isOnline && carriedWithAuthorisation.has(line) ? 'carry' : 'apply';
};

/** A checklist line as `writer` writes it, the passport and photo lines for the destination named. */
export const checklistLineText = (
  line: ChecklistLine,
  { conditions, destination }: Pick<ChecklistOptions, 'conditions' | 'destination'>,
  writer: AnswerWriter,
) => {
  if (line === 'passport')
    return writer.passportRule(
      conditions,
      destination,
      conditions ? writer.ruleOwner(conditions) : destination,
    );
  if (line === 'photo') return writer.photoRule(conditions, destination);
  return writer.documents[line];
};

/**
 * The documents a traveller should prepare, from the entry category and the purpose of the trip, each
 * written in the answer's language with when it is needed.
 */
export const buildDocumentChecklist = (options: ChecklistOptions, writer: AnswerWriter) =>
  linesOf(options).map((line) => ({
    document: checklistLineText(line, options, writer),
    kind: kindOf(line, options.category),
  }));

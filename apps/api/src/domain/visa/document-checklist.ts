import {
  passportRuleText,
  photoRuleText,
  type ChecklistKind,
  type EntryConditionsView,
  type Purpose,
  type VisaCategory,
} from '@visabridge/contract';

// Stand-ins in the table below, replaced by the destination's own passport and photo rule.
const passport = 'Passport';
const passportOrId = 'Valid passport or national identity card';
const funds = 'Proof of sufficient funds for the stay';
const photo = 'Photo';

// The authorisation an e-visa or eTA application is for: issued to the traveller, never uploaded by them.
const etaApproval = 'Electronic travel authorisation (eTA), linked to this passport';
const eVisaApproval = 'E-visa approval, printed, to carry when you travel';

/** What the trip itself needs shown, whatever the entry rules. */
const purposeDocuments: Record<Purpose, string[]> = {
  tourist: ['Return or onward ticket', 'Proof of accommodation (hotel booking or host address)'],
  business: [
    'Invitation letter from the company you will visit',
    'Letter from your employer stating the purpose of the trip',
  ],
  student: ['Letter of acceptance from the school or university', 'Proof of tuition payment or scholarship'],
  work: ['Job offer or employment contract'],
  family: [
    'Proof of the family relationship (birth or marriage certificate)',
    'Invitation and copy of the ID of the family member you join',
  ],
  transit: ['Onward ticket within the transit period', 'Visa or entry permission for the final destination'],
  medical: [
    'Letter from the treating hospital with dates of treatment',
    'Proof that the treatment can be paid for',
  ],
};

/** A consular visa for work also needs the permit the destination issues. */
const consularPurposeDocuments: Partial<Record<Purpose, string[]>> = {
  work: ['Work permit or its approval, where the destination issues one'],
};

const categoryDocuments: Record<Exclude<VisaCategory, 'own_country' | 'no_admission'>, string[]> = {
  visa_free: [passport, funds],
  eta: [passport, etaApproval, funds],
  e_visa: [passport, eVisaApproval, 'Digital passport photo for the online application', funds],
  visa_on_arrival: [passport, photo, funds],
  visa_required: [
    passport,
    'Completed visa application form',
    photo,
    'Proof of sufficient funds (bank statements for the last 3 months)',
    'Travel itinerary',
  ],
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

/** The documents a traveller should prepare, from the entry category and the purpose of the trip. */
export const buildDocumentChecklist = ({
  purpose,
  category,
  isFreeMovement,
  conditions,
  destination,
}: ChecklistOptions) => {
  if (category === 'own_country') return [passportOrId];
  if (category === 'no_admission') return [];
  if (isFreeMovement) return [passportOrId, ...purposeDocuments[purpose]];
  const consular = category === 'visa_required' ? (consularPurposeDocuments[purpose] ?? []) : [];
  const ownRule = (document: string) =>
    document === passport
      ? passportRuleText(conditions, destination)
      : document === photo
        ? photoRuleText(conditions, destination)
        : document;
  return [...categoryDocuments[category].map(ownRule), ...purposeDocuments[purpose], ...consular];
};

// An online e-visa or eTA application for a visit or a transit asks for none of these: they are shown at the border.
const carriedWithAuthorisation = new Set([funds, ...purposeDocuments.tourist, ...purposeDocuments.transit]);

/**
 * When the traveller needs a checklist item: uploaded with the application, issued to them at the end,
 * or shown at the border (funds are checked on arrival, not asked by an application).
 */
export const kindOfDocument = ({
  document,
  category,
}: {
  document: string;
  category: VisaCategory;
}): ChecklistKind => {
  if (document === etaApproval || document === eVisaApproval) return 'issued';
  if (document === funds) return 'carry';
  const isOnline = category === 'eta' || category === 'e_visa';
  return isOnline && carriedWithAuthorisation.has(document) ? 'carry' : 'apply';
};

import type { Purpose, VisaCategory } from '@visabridge/contract';

const passport = 'Passport valid at least 6 months beyond your stay, with 2 blank pages';

const purposeDocuments: Record<Purpose, string[]> = {
  tourist: ['Return or onward ticket', 'Proof of accommodation (hotel booking or host address)'],
  business: [
    'Invitation letter from the company you will visit',
    'Letter from your employer stating the purpose of the trip',
  ],
  student: ['Letter of acceptance from the school or university', 'Proof of tuition payment or scholarship'],
  work: ['Job offer or employment contract', 'Work permit or its approval, where the destination issues one'],
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

const visaApplicationDocuments = [
  'Completed visa application form',
  'Recent passport photo (35 x 45 mm, white background)',
  'Proof of sufficient funds (bank statements for the last 3 months)',
  'Travel itinerary',
  'Travel health insurance covering the whole stay',
];

/** The documents a traveller should prepare, from the purpose of the trip and the entry category. */
export const buildDocumentChecklist = (purpose: Purpose, category: VisaCategory, isVisaNeeded: boolean) => {
  if (category === 'own_country') return ['Valid passport or national identity card'];
  if (category === 'no_admission') return [];
  const documents = [passport];
  if (category === 'eta') documents.push('Approved electronic travel authorisation, linked to this passport');
  if (isVisaNeeded) documents.push(...visaApplicationDocuments);
  else documents.push('Proof of sufficient funds for the stay');
  documents.push(...purposeDocuments[purpose]);
  return documents;
};

export const purposes = ['tourist', 'business', 'student', 'work', 'family', 'transit', 'medical'] as const;
export type Purpose = (typeof purposes)[number];

/** How many of the most checked destinations the visa checker offers as quick picks. */
export const popularDestinationsShown = 6;

export const purposeLabels: Record<Purpose, string> = {
  tourist: 'Tourism',
  business: 'Business',
  student: 'Study',
  work: 'Work',
  family: 'Family',
  transit: 'Transit',
  medical: 'Medical treatment',
};

export const visaCategories = [
  'visa_free',
  'visa_on_arrival',
  'eta',
  'e_visa',
  'visa_required',
  'no_admission',
  'own_country',
] as const;
export type VisaCategory = (typeof visaCategories)[number];

export const visaCategoryLabels: Record<VisaCategory, string> = {
  visa_free: 'Visa free',
  visa_on_arrival: 'Visa on arrival',
  eta: 'Electronic travel authorisation (eTA)',
  e_visa: 'e-Visa',
  visa_required: 'Visa required',
  no_admission: 'No admission',
  own_country: 'Own country',
};

/** The entry categories a curated policy can be written for: those with something to apply for. */
export const policyCategories = ['visa_required', 'e_visa', 'eta', 'visa_on_arrival'] as const;
export type PolicyCategory = (typeof policyCategories)[number];

import type { VisaCategory } from '@visabridge/contract';

export type ParsedRequirement = { category: VisaCategory; stayDays: number | null };

const namedValues: Record<string, ParsedRequirement> = {
  'visa free': { category: 'visa_free', stayDays: null },
  'visa on arrival': { category: 'visa_on_arrival', stayDays: null },
  eta: { category: 'eta', stayDays: null },
  'e-visa': { category: 'e_visa', stayDays: null },
  'visa required': { category: 'visa_required', stayDays: null },
  'no admission': { category: 'no_admission', stayDays: null },
  '-1': { category: 'own_country', stayDays: null },
};

/** Reads a Passport Index requirement value; null when the value is not one the dataset defines. */
export const parseRequirementValue = (value: string): ParsedRequirement | null => {
  const named = namedValues[value];
  if (named) return named;
  if (!/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= 360 ? { category: 'visa_free', stayDays: days } : null;
};

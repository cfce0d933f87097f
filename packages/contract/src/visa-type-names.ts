import { corporateVisaTypeLabels } from './corporate';
import { purposeLabels, purposes, type Purpose } from './visa-terms';

const isPurpose = (value: string): value is Purpose => (purposes as readonly string[]).includes(value);

/**
 * How a visa type reads to people, whatever was stored: a catalogue code ('GB-TOURIST') or a bare
 * purpose ('business') becomes 'Tourism visa' / 'Business visa'; another name ('Client Meeting')
 * gets a capital and 'visa' after it unless it says visa already; a company's 'meeting' is a 'Client Meeting visa'.
 */
export const nameOfVisaType = (visaType: string) => {
  const trimmed = visaType.trim();
  if (trimmed === 'meeting') return `${corporateVisaTypeLabels.meeting} visa`;
  const purpose = (/^[A-Z]{2,3}-([A-Z]+)$/.exec(trimmed)?.[1] ?? trimmed).toLowerCase();
  if (isPurpose(purpose)) return `${purposeLabels[purpose]} visa`;
  if (trimmed === '') return 'Visa';
  const named = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
  return /\bvisa\b/i.test(named) ? named : `${named} visa`;
};

import { purposes } from '@visabridge/contract';
import type { VisaCheckLink } from './trip-links';

// Apart from trip-links, which the landing page loads: only the checker and the wizard read a link.
const dayOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

const countryCode = (value: string | null) =>
  value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : '';

/** Reads ?from, ?to, ?purpose and the trip's dates, dropping what is not a country code, a purpose or a date. */
export const readVisaCheckLink = (params: URLSearchParams): VisaCheckLink => {
  const purpose = params.get('purpose');
  return {
    from: countryCode(params.get('from')),
    to: countryCode(params.get('to')),
    purpose: purposes.find((item) => item === purpose) ?? 'tourist',
    travel: dayOf(params.get('travel')),
    return: dayOf(params.get('return')),
  };
};

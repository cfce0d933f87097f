import { purposes } from '@visabridge/contract';
import type { Purpose } from '@visabridge/contract';
import type { ApplicationTrip } from './application-trip';

export const applicationLocation = (trip: ApplicationTrip) => ({
  pathname: '/application',
  search: `?${new URLSearchParams(trip).toString()}`,
});

/** A linkable visa check: /visa-check?from=US&to=JP&purpose=work&travel=2026-12-15&return=2026-12-22. */
export type VisaCheckLink = { from: string; to: string; purpose: Purpose; travel: string; return: string };

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

export const visaCheckPath = (link: Partial<VisaCheckLink>) => {
  const entries = Object.entries(link).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `/visa-check?${new URLSearchParams(entries).toString()}` : '/visa-check';
};

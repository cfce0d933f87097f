import type { Purpose } from '@visabridge/contract';
import type { ApplicationTrip } from './application-trip';

export const applicationLocation = (trip: ApplicationTrip) => ({
  pathname: '/application',
  search: `?${new URLSearchParams(Object.entries(trip).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString()}`,
});

/** A linkable visa check: /visa-check?from=US&to=JP&purpose=work&travel=2026-12-15&return=2026-12-22. */
export type VisaCheckLink = { from: string; to: string; purpose: Purpose; travel: string; return: string };

export const visaCheckPath = (link: Partial<VisaCheckLink>) => {
  const entries = Object.entries(link).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `/visa-check?${new URLSearchParams(entries).toString()}` : '/visa-check';
};

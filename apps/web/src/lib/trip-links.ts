import { countryCodeField, purposes } from '@visabridge/contract';
import type { Purpose } from '@visabridge/contract';
import { z } from 'zod';

/** The trip an application starts from, as /visa-check hands it to /application in the query string. */
export const applicationTrip = z.object({
  fromCountry: countryCodeField('From country'),
  toCountry: countryCodeField('To country'),
  visaType: z
    .string({ error: 'Visa type is required' })
    .trim()
    .min(1, 'Visa type is required')
    .max(60, 'Visa type must be at most 60 characters'),
  purpose: z.enum(purposes, { error: 'Purpose of visit is missing or unknown' }),
});
export type ApplicationTrip = z.infer<typeof applicationTrip>;

export const applicationLocation = (trip: ApplicationTrip) => ({
  pathname: '/application',
  search: `?${new URLSearchParams(trip).toString()}`,
});

/** The trip in /application's query string, or the problems that keep it from being one. */
export const readApplicationTrip = (params: URLSearchParams) => {
  const parsed = applicationTrip.safeParse(Object.fromEntries(params));
  return parsed.success
    ? { trip: parsed.data, problems: [] }
    : { trip: null, problems: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
};

/** A linkable visa check: /visa-check?from=US&to=JP&purpose=work. */
export type VisaCheckLink = { from: string; to: string; purpose: Purpose };

const countryCode = (value: string | null) =>
  value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : '';

/** Reads ?from, ?to and ?purpose, dropping what is not a country code or a purpose. */
export const readVisaCheckLink = (params: URLSearchParams): VisaCheckLink => {
  const purpose = params.get('purpose');
  return {
    from: countryCode(params.get('from')),
    to: countryCode(params.get('to')),
    purpose: purposes.find((item) => item === purpose) ?? 'tourist',
  };
};

export const visaCheckPath = (link: Partial<VisaCheckLink>) => {
  const entries = Object.entries(link).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return entries.length ? `/visa-check?${new URLSearchParams(entries).toString()}` : '/visa-check';
};

import { calendarDate, countryCodeField, purposes } from '@visabridge/contract';
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
  /** The checked trip's days, when given: the application's planned arrival and departure start from them. */
  travelDate: calendarDate('Travel date must be a date (YYYY-MM-DD)').optional(),
  returnDate: calendarDate('Return date must be a date (YYYY-MM-DD)').optional(),
});
export type ApplicationTrip = z.infer<typeof applicationTrip>;

/** The trip in /application's query string, or the problems that keep it from being one. */
export const readApplicationTrip = (params: URLSearchParams) => {
  const parsed = applicationTrip.safeParse(Object.fromEntries(params));
  return parsed.success
    ? { trip: parsed.data, problems: [] }
    : { trip: null, problems: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
};

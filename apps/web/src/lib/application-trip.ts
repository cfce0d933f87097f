import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { calendarDate, purposes } from '@visabridge/contract';
import { z } from 'zod';

/** A two-letter country code, in either case. */
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .toUpperCase();

/** The trip an application starts from, as /visa-check hands it to /application in the query string. */
export const applicationTrip = z.object({
  fromCountry: countryCode,
  toCountry: countryCode,
  visaType: z.string().trim().min(1).max(60),
  purpose: z.enum(purposes),
  /** The checked trip's days, when given: the application's planned arrival and departure start from them. */
  travelDate: calendarDate().optional(),
  returnDate: calendarDate().optional(),
});
export type ApplicationTrip = z.infer<typeof applicationTrip>;

/** What is wrong with each part of a link's trip, as the page says it. */
const problemNames: Record<keyof ApplicationTrip, MessageDescriptor> = {
  fromCountry: msg`The nationality is missing or not a two-letter country code`,
  toCountry: msg`The destination is missing or not a two-letter country code`,
  visaType: msg`The visa type is missing or longer than 60 characters`,
  purpose: msg`The purpose of the visit is missing or unknown`,
  travelDate: msg`The travel date is not a date (YYYY-MM-DD)`,
  returnDate: msg`The return date is not a date (YYYY-MM-DD)`,
};

const isTripField = (key: PropertyKey | undefined): key is keyof ApplicationTrip =>
  typeof key === 'string' && key in problemNames;

/** The trip in /application's query string, or the problems that keep it from being one, in `i18n`'s words. */
export const readApplicationTrip = (params: URLSearchParams, i18n: I18n) => {
  const parsed = applicationTrip.safeParse(Object.fromEntries(params));
  if (parsed.success) return { trip: parsed.data, problems: [] };
  const fields = parsed.error.issues.map((issue) => issue.path[0]).filter(isTripField);
  return { trip: null, problems: [...new Set(fields)].map((field) => i18n._(problemNames[field])) };
};

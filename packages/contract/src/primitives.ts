import { z } from 'zod';

/**
 * The rules every value a person sends must pass, so bad input is a 400 naming its field and never
 * reaches the database as something it refuses (a NUL byte, a lone UTF-16 surrogate in jsonb, a
 * 30 February, an integer wider than its column).
 */
export const notAllowedCharacters = 'Contains characters that are not allowed';

// NUL, or a surrogate half without its partner: PostgreSQL stores neither in text or jsonb.
const forbiddenCharacters = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control and bidirectional formatting characters, which no one types: removed rather than refused.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisibleControls = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const lineBreaksAndTabs = /[\t\n\r]+/g;

/** Whether text is free of the characters PostgreSQL refuses (NUL, lone surrogates). */
export const isAllowedText = (value: string) => !forbiddenCharacters.test(value);

type TextOptions = {
  /** Keeps line breaks and tabs (messages, notes); a single line turns them into spaces. */
  multiLine?: boolean;
  /** The message for a missing value or one that is no text. */
  error?: string;
  /** The message for text over `max`; 'Must be at most N characters' unless told. */
  tooLong?: string;
};

/** Text as people type it: trimmed, at most `max` characters, control characters dropped, NUL refused. */
export const text = (max: number, { multiLine = false, error = 'Must be text', tooLong }: TextOptions = {}) =>
  z
    .string({ error })
    .refine(isAllowedText, { message: notAllowedCharacters, abort: true })
    .overwrite((value) => {
      const visible = value.replace(invisibleControls, '');
      return multiLine ? visible : visible.replace(lineBreaksAndTabs, ' ');
    })
    .trim()
    .max(max, tooLong ?? `Must be at most ${max} characters`);

/** Text that must be given: missing, wrong type, empty and whitespace-only all give `message`. */
export const requiredText = (message: string, max = 200, options: Omit<TextOptions, 'error'> = {}) =>
  text(max, { ...options, error: message }).min(1, message);

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
// Years PostgreSQL and every browser agree on; year 0 does not exist in PostgreSQL's calendar.
const firstYear = 1000;

/** Whether `value` is a day of the calendar written YYYY-MM-DD: 2024-02-29 is, 2023-02-29 and 2024-13-01 are not. */
export const isCalendarDate = (value: string) => {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= firstYear &&
    date.toISOString().slice(0, 10) === value
  );
};

/** A real calendar day as YYYY-MM-DD. */
export const calendarDate = (message = 'Must be a date (YYYY-MM-DD)') =>
  z.iso.date({ error: message, abort: true }).refine(isCalendarDate, message);

/** A real instant as an ISO date and time with its offset, e.g. 2025-03-01T09:30:00Z. */
export const dateTime = (message = 'Must be a date and time (e.g. 2025-03-01T09:30:00Z)') =>
  z.iso.datetime({ offset: true, error: message, abort: true }).refine((value) => {
    const date = new Date(value);
    return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= firstYear;
  }, message);

/** The range of a PostgreSQL `integer` column (int4), which holds every count and amount here. */
export const int4Min = -2_147_483_648;
export const int4Max = 2_147_483_647;

type IntegerOptions = { min?: number; max?: number; tooSmall?: string; tooLarge?: string };

/** A whole number within its column's range (int4 unless `max` is smaller). */
export const integer = (
  message = 'Must be a whole number',
  { min = int4Min, max = int4Max, tooSmall, tooLarge }: IntegerOptions = {},
) =>
  z
    .number({ error: message })
    .int(message)
    .min(Math.max(min, int4Min), tooSmall ?? `Must be at least ${Math.max(min, int4Min)}`)
    .max(Math.min(max, int4Max), tooLarge ?? `Must be at most ${Math.min(max, int4Max)}`);

/** The same from a query string ('20' is 20). */
export const queryInteger = (message = 'Must be a whole number', options: IntegerOptions = {}) =>
  z.coerce.number({ error: message }).pipe(integer(message, options));

/** What a person types into a search box. */
export const searchText = text(100, { tooLong: 'At most 100 characters' });

/**
 * A refinement (spread into `.refine`): the later day, when both days are given, is not before the earlier
 * one; otherwise `message` on the later day's field. ISO days compare as text.
 */
export const inDayOrder = <K extends string, L extends string>(
  earlier: K,
  later: L,
  message: string,
): [(value: Partial<Record<K | L, string>>) => boolean, { path: string[]; message: string }] => [
  (value) => {
    const [from, to] = [value[earlier], value[later]];
    return !from || !to || to >= from;
  },
  { path: [later], message },
];

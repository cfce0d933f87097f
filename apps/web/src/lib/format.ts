import { languageSchema, setMoneyLocale, type LanguageCode } from '@visabridge/contract';
import { getLanguagePreference } from './storage';

const formatsFor = (locale: LanguageCode) => {
  // US readers get day-first short dates too: '12 Jan 2025' cannot be misread in either order.
  const compact = locale === 'en-US' ? 'en-GB' : locale;
  return {
    number: new Intl.NumberFormat(locale),
    long: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
    /** '12 Jan 2025': compact, and unambiguous for readers of either day-month order. */
    short: new Intl.DateTimeFormat(compact, { year: 'numeric', month: 'short', day: 'numeric' }),
    /** '12 Jan 2025, 14:05': for events, where the hour matters. */
    dateTime: new Intl.DateTimeFormat(compact, { dateStyle: 'medium', timeStyle: 'short' }),
  };
};

let formats = formatsFor('en-US');

/** How dates, numbers and amounts are written: the account's language and region (the words stay English). */
export const setFormatLocale = (locale: LanguageCode) => {
  formats = formatsFor(locale);
  setMoneyLocale(locale);
};

const storedLanguage = languageSchema.safeParse(getLanguagePreference());
if (storedLanguage.success) setFormatLocale(storedLanguage.data);

type DateStyle = 'long' | 'short' | 'dateTime';

export const formatNumber = (value: number) => formats.number.format(value);

/** Formats an ISO date or date-time; a plain YYYY-MM-DD is read as that calendar day, not as UTC midnight. */
export const formatDate = (value: string, style: DateStyle = 'long') => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formats[style].format(date);
};

const fileSizeUnits = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count as people read it: '512 bytes', '1.4 MB'. */
export const formatFileSize = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${fileSizeUnits[unit]}`;
};

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** How long ago a date-time was ('5 minutes ago', 'yesterday'); older than a week, the date itself. */
export const formatTimeAgo = (value: string, now = Date.now()) => {
  // A server clock slightly ahead of this one must not make a new event sound like a future one.
  let amount = Math.min(0, Math.round((new Date(value).getTime() - now) / 1000));
  if (Number.isNaN(amount)) return value;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return relativeTime.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(value, 'short');
};

/** First letter of a name for avatars, 'U' when there is none. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || 'U';

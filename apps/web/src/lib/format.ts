import {
  formatDateIn,
  formatLocaleOf,
  isLanguageCode,
  setMoneyLocale,
  type DateStyle,
  type InterfaceLanguage,
  type LanguageCode,
} from '@visabridge/contract';
import { getLanguagePreference } from './storage';

// A visitor's region and language until told otherwise: the server draws public pages in them too.
let region: LanguageCode = 'en-US';
let language: InterfaceLanguage = 'en';
// Both made when first needed: the first Intl formatter of a page costs about 20 ms here (80 on a phone), and
// working out the locale of a page in another language than English makes one (formatLocaleOf).
let locale: string | null = 'en-US';
let numberFormat: Intl.NumberFormat | null = null;
const localeNow = () => (locale ??= formatLocaleOf(language, region));

/**
 * The account's region (its language setting, e.g. 'de-DE'): how dates, numbers and amounts are written, in
 * the page's language (formatLocaleOf).
 */
export const setFormatLocale = (accountRegion: LanguageCode) => {
  region = accountRegion;
  locale = null;
  numberFormat = null;
  setMoneyLocale(localeNow);
};

/** The page's language: the words of dates (month and day names) and of amounts and sizes. */
export const setFormatLanguage = (pageLanguage: InterfaceLanguage) => {
  language = pageLanguage;
  setFormatLocale(region);
};

const storedRegion = getLanguagePreference();
if (isLanguageCode(storedRegion)) setFormatLocale(storedRegion);

/**
 * A number in the account's format. Whole numbers below 1,000 are written the same in every language offered
 * (Latin digits, no separator), so they need no formatter: the footer's count of countries, on every page.
 */
export const formatNumber = (value: number) =>
  Number.isInteger(value) && value >= 0 && value < 1000
    ? String(value)
    : (numberFormat ??= new Intl.NumberFormat(localeNow())).format(value);

/** Formats an ISO date or date-time in the account's locale ('short' is '12 Jan 2025'). */
export const formatDate = (value: string, style: DateStyle = 'long') =>
  formatDateIn(localeNow(), value, style);

const fileSizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A byte count as people read it, in the account's format: '512 bytes', '1.4 MB'. */
export const formatFileSize = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(localeNow(), {
    style: 'unit',
    unit: fileSizeUnits[unit],
    // Bytes in words ('512 bytes'), larger units by their symbols ('1.4 MB').
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
};

const relativeTimes = new Map<string, Intl.RelativeTimeFormat>();
const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * How long ago a date-time was ('5 minutes ago', 'yesterday'), in `words` (the language the app speaks) with
 * the region's digits; older than a week, the date itself, in the account's format.
 */
export const formatTimeAgo = (value: string, words: string, now = Date.now()) => {
  // A server clock slightly ahead of this one must not make a new event sound like a future one.
  let amount = Math.min(0, Math.round((new Date(value).getTime() - now) / 1000));
  if (Number.isNaN(amount)) return value;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) {
      const written = formatLocaleOf(words, region);
      const relativeTime =
        relativeTimes.get(written) ?? new Intl.RelativeTimeFormat(written, { numeric: 'auto' });
      relativeTimes.set(written, relativeTime);
      return relativeTime.format(amount, unit);
    }
    amount = Math.round(amount / size);
  }
  return formatDate(value, 'short');
};

/** First letter of a name for avatars, 'U' when there is none. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || 'U';

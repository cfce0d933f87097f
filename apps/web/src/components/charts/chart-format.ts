import { formatMoney } from '@visabridge/contract';

const monthFormats = {
  short: new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '2025-01' as 'Jan 25' (axis) or 'January 2025' (tables). */
export const formatMonth = (month: string, style: keyof typeof monthFormats = 'short') =>
  monthFormats[style].format(new Date(`${month}-01T00:00:00Z`));

/** How many minor units make one unit of a currency (100 for USD, 1 for JPY). */
export const minorUnitsPer = (currency: string) =>
  10 **
  (new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2);

/** A chart value in whole units of `currency`, formatted like every other amount (formatMoney). */
export const formatUnits = (value: number | null, currency: string) =>
  value === null ? '' : formatMoney(Math.round(value * minorUnitsPer(currency)), currency);

import { formatMoney } from '@visabridge/contract';
import { formatDate } from '../../lib/format';

/** '2025-01' as 'Jan 25' (axis) or 'January 2025' (tables), in the account's locale. */
export const formatMonth = (month: string, style: 'short' | 'long' = 'short') =>
  formatDate(`${month}-01`, style === 'short' ? 'monthShort' : 'month');

/** How many minor units make one unit of a currency (100 for USD, 1 for JPY). */
export const minorUnitsPer = (currency: string) =>
  10 **
  (new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2);

/** A chart value in whole units of `currency`, formatted like every other amount (formatMoney). */
export const formatUnits = (value: number | null, currency: string) =>
  value === null ? '' : formatMoney(Math.round(value * minorUnitsPer(currency)), currency);

import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { minorUnitsPer } from '../../../components/charts/chart-format';

/** 100 for USD, 1 for JPY; 100 while the currency code is not a valid one yet (the contract refuses it). */
const unitsOf = (currency: string) => {
  try {
    return minorUnitsPer(currency.trim());
  } catch {
    return 100;
  }
};

/** Decimal places a currency's amounts have: 2 for USD, 0 for JPY. */
export const decimalsOf = (currency: string) => Math.round(Math.log10(unitsOf(currency)));

/**
 * A fee typed in major units ('127.50') as minor units (12750). More decimals than the currency has stay
 * a fraction, which the contract refuses as not a whole number of minor units; blank is left out.
 */
export const toMinorUnits = (typed: string, currency: string) => {
  const text = typed.trim();
  if (!text) return undefined;
  const amount = Number(text);
  const decimals = text.split('.')[1]?.length ?? 0;
  const minor = amount * unitsOf(currency);
  return decimals > decimalsOf(currency) ? minor : Math.round(minor);
};

/** A stored amount in minor units as the admin types it: '127.50' for 12750 USD. */
export const toMajorUnits = (amount: number, currency: string) =>
  (amount / unitsOf(currency)).toFixed(decimalsOf(currency));

/** The helper text of an amount field: how many decimals the currency takes. */
export const amountHint = (i18n: I18n, currency: string) => {
  const decimals = decimalsOf(currency);
  return decimals === 0
    ? i18n._(
        msg({
          message: `Whole amounts: ${currency} has no minor unit`,
          comment: '{currency} is a currency code such as JPY, whose amounts have no cents',
        }),
      )
    : i18n._(
        msg({
          message: `E.g. 127.50 (${plural(decimals, { one: '# decimal', other: '# decimals' })})`,
          comment:
            'an example amount to type: keep 127.50 as it is, with its point (the field reads a point)',
        }),
      );
};

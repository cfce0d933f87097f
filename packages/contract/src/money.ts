import { countOf } from './wording';

/** How many minor-unit digits a currency has: 2 for USD, 0 for JPY. */
export const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

let moneyLocale = () => 'en-US';

/**
 * The web app sets the locale of the signed-in account (its language setting and the page's language), as a
 * function read at the first amount, so a page without amounts makes no Intl formatter; the API keeps en-US.
 */
export const setMoneyLocale = (locale: () => string) => {
  moneyLocale = locale;
};

/**
 * Formats integer minor units (cents, or yen for JPY) as money, e.g. 8500 USD -> "$85.00"; the API
 * passes the reader's locale for what it writes to one person (emails, receipts).
 */
export const formatMoney = (amountMinor: number, currency: string, locale = moneyLocale()) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    amountMinor / 10 ** fractionDigits(currency),
  );

export const formatProcessingDays = (min: number, max: number) =>
  min === max ? countOf(min, 'business day') : `${min}-${max} business days`;

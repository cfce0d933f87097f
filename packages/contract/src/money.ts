/** How many minor-unit digits a currency has: 2 for USD, 0 for JPY. */
export const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

let moneyLocale = 'en-US';

/** The web app sets the signed-in account's locale (its language setting); the API keeps en-US. */
export const setMoneyLocale = (locale: string) => {
  moneyLocale = locale;
};

/** Formats integer minor units (cents, or yen for JPY) as money, e.g. 8500 USD -> "$85.00". */
export const formatMoney = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat(moneyLocale, { style: 'currency', currency }).format(
    amountMinor / 10 ** fractionDigits(currency),
  );

export const formatProcessingDays = (min: number, max: number) =>
  min === max ? `${min} business day${min === 1 ? '' : 's'}` : `${min}-${max} business days`;

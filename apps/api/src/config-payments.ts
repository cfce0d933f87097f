import { fractionDigits } from '@visabridge/contract';

/** How the payment settings are read from the environment: the fees and the Stripe keys (see config.ts). */

export type FeeSchedule = { processingFee: number; serviceFee: number; currency: string };

/** "15.00" in USD -> 1500; in a currency without minor units (JPY) the amount must be whole. */
export const toMinorUnits = (name: string, amount: string, currency: string) => {
  const digits = fractionDigits(currency);
  const [whole = '0', written = ''] = amount.split('.');
  // "15.00" in yen is 15: only the decimals that are not zero must fit the currency.
  const fraction = written.replace(/0+$/, '');
  if (fraction.length > digits) {
    throw new Error(`Invalid configuration:\n  ${name}: ${currency} has ${digits} decimal places`);
  }
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
};

export type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string };

const stripeSettings = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** All three Stripe settings or none: half a set would take payments it cannot confirm or verify. */
export const stripeKeysOf = (
  values: Partial<Record<(typeof stripeSettings)[number], string>>,
): StripeKeys | null => {
  const secretKey = values.STRIPE_SECRET_KEY;
  const publishableKey = values.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = values.STRIPE_WEBHOOK_SECRET;
  if (secretKey && publishableKey && webhookSecret) return { secretKey, publishableKey, webhookSecret };
  const missing = stripeSettings.filter((name) => !values[name]);
  if (missing.length === stripeSettings.length) return null;
  throw new Error(
    `Invalid configuration:\n  Stripe needs ${stripeSettings.join(', ')} together; missing ${missing.join(', ')}`,
  );
};

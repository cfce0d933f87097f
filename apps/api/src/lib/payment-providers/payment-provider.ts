import type { PaymentConfigView, testCardInput } from '@visabridge/contract';
import type { z } from 'zod';

export type Card = z.output<typeof testCardInput>;

/** What a payment is, as the provider is told about it. */
export type IntentRequest = { paymentId: string; amount: number; currency: string; description: string };

/** Where the provider says a payment stands; `method` is brand and last four digits, never more. */
export type ChargeOutcome =
  | { status: 'completed'; method: string }
  | { status: 'failed'; method: string; message: string }
  | { status: 'pending' };

/** A verified provider event about a payment, by the provider's reference of the payment. */
export type ProviderEvent = {
  id: string;
  type: string;
  change:
    | { kind: 'succeeded'; reference: string }
    | { kind: 'failed'; reference: string; message: string }
    | { kind: 'refunded'; reference: string; refundReference: string | null }
    | { kind: 'ignored' };
};

/** Card payments behind one interface: Stripe when configured, otherwise the offline test mode. */
export type PaymentProvider = {
  mode: PaymentConfigView['mode'];
  publishableKey: string | null;
  testCards: PaymentConfigView['testCards'];
  /** Opens a payment with the provider: its reference, and the secret the browser confirms it with. */
  createIntent: (request: IntentRequest) => Promise<{ reference: string; clientSecret: string | null }>;
  /** Closes an intent that will not be paid (expired, or lost a race), so it can no longer be charged. */
  cancelIntent: (reference: string) => Promise<void>;
  /** The browser secret of an intent opened before, when the same payment is resumed. */
  clientSecretOf: (reference: string) => Promise<string | null>;
  /** Test mode charges the card given; live mode reads what Stripe recorded for the intent. */
  charge: (reference: string, card: Card | undefined) => Promise<ChargeOutcome>;
  /**
   * Returns the money of a completed payment, or `part` of it (one traveller's line of a trip's payment, refunded
   * once); answers the refund's reference.
   */
  refund: (
    payment: { id: string; reference: string | null },
    part?: { lineId: number; amount: number },
  ) => Promise<string>;
  /** Verifies a webhook's signature and reads it; `null` when the provider sends no webhooks. */
  verifyWebhook: ((payload: Buffer, signature: string) => ProviderEvent) | null;
};

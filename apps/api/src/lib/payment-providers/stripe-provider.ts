import type Stripe from 'stripe';
import type { StripeKeys } from '../../config';
import { AppError, conflict } from '../errors';
import type { ChargeOutcome, PaymentProvider, ProviderEvent } from './payment-provider';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** Brand and last four digits of the card Stripe charged, e.g. "Visa •••• 4242". */
const methodOf = (paymentMethod: Stripe.PaymentIntent['payment_method']) => {
  const card = typeof paymentMethod === 'object' ? paymentMethod?.card : undefined;
  return card ? `${brandNames[card.brand] ?? 'Card'} •••• ${card.last4}` : 'Card';
};

const outcomeOf = (intent: Stripe.PaymentIntent): ChargeOutcome => {
  const method = methodOf(intent.payment_method);
  if (intent.status === 'succeeded') return { status: 'completed', method };
  if (intent.status === 'canceled')
    return { status: 'failed', method, message: 'The payment was cancelled.' };
  if (intent.status === 'requires_payment_method' && intent.last_payment_error)
    return {
      status: 'failed',
      method,
      message: intent.last_payment_error.message ?? 'Your card was declined.',
    };
  return { status: 'pending' };
};

const referenceOf = (intent: string | Stripe.PaymentIntent | null) =>
  typeof intent === 'string' ? intent : (intent?.id ?? null);

/** The events that change a payment; anything else is acknowledged and ignored. */
const changeOf = (event: Stripe.Event): ProviderEvent['change'] => {
  if (event.type === 'payment_intent.succeeded')
    return { kind: 'succeeded', reference: event.data.object.id };
  if (event.type === 'payment_intent.payment_failed') {
    const message = event.data.object.last_payment_error?.message ?? 'Your card was declined.';
    return { kind: 'failed', reference: event.data.object.id, message };
  }
  if (event.type === 'charge.refunded' && event.data.object.refunded) {
    const reference = referenceOf(event.data.object.payment_intent);
    const refundReference = event.data.object.refunds?.data[0]?.id ?? null;
    if (reference) return { kind: 'refunded', reference, refundReference };
  }
  return { kind: 'ignored' };
};

const invalidSignature = () => new AppError('INVALID_SIGNATURE', 400, 'The webhook signature is not valid');

/**
 * Live card payments through Stripe PaymentIntents: the browser confirms the card with Stripe Elements,
 * so card numbers never reach this server; the server reads the outcome and refunds.
 */
export const stripeProvider = (stripe: Stripe, keys: StripeKeys): PaymentProvider => ({
  mode: 'live',
  publishableKey: keys.publishableKey,
  testCards: [],
  createIntent: async ({ paymentId, amount, currency, description }) => {
    const intent = await stripe.paymentIntents.create(
      {
        amount,
        currency: currency.toLowerCase(),
        description,
        metadata: { paymentId },
        automatic_payment_methods: { enabled: true },
      },
      // A retried request gets the same intent rather than a second one.
      { idempotencyKey: `intent-${paymentId}` },
    );
    return { reference: intent.id, clientSecret: intent.client_secret };
  },
  cancelIntent: async (reference) => {
    await stripe.paymentIntents.cancel(reference, { cancellation_reason: 'abandoned' });
  },
  clientSecretOf: async (reference) => (await stripe.paymentIntents.retrieve(reference)).client_secret,
  charge: async (reference, card) => {
    if (card)
      throw new AppError('CARD_NOT_ACCEPTED', 400, 'Card details go to Stripe, never to this server', [
        { field: 'card', message: 'Card details go to Stripe, never to this server' },
      ]);
    return outcomeOf(await stripe.paymentIntents.retrieve(reference, { expand: ['payment_method'] }));
  },
  refund: async ({ id, reference }, part) => {
    if (!reference) throw conflict('PAYMENT_NOT_REFUNDABLE', 'This payment has no Stripe payment to refund');
    // Without an amount Stripe refunds what is left of the payment (after any traveller's refund).
    const refund = await stripe.refunds.create(
      { payment_intent: reference, ...(part ? { amount: part.amount } : {}), metadata: { paymentId: id } },
      { idempotencyKey: part ? `refund-${id}-line-${part.lineId}` : `refund-${id}` },
    );
    return refund.id;
  },
  verifyWebhook: (payload, signature) => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, keys.webhookSecret);
    } catch {
      throw invalidSignature();
    }
    return { id: event.id, type: event.type, change: changeOf(event) };
  },
});

import { randomBytes } from 'node:crypto';
import { cardDigitsOf, cardMethodOf } from '@visabridge/contract';
import { AppError } from '../errors';
import type { Card, ChargeOutcome, PaymentProvider } from './payment-provider';

/** Stripe's test cards and what each does; `null` succeeds. */
const testCards: { number: string; decline: string | null; outcome: string }[] = [
  { number: '4242 4242 4242 4242', decline: null, outcome: 'Succeeds (Visa)' },
  { number: '5555 5555 5555 4444', decline: null, outcome: 'Succeeds (Mastercard)' },
  { number: '3782 822463 10005', decline: null, outcome: 'Succeeds (American Express)' },
  { number: '4000 0000 0000 0002', decline: 'Your card was declined.', outcome: 'Declined' },
  {
    number: '4000 0000 0000 9995',
    decline: 'Your card has insufficient funds.',
    outcome: 'Declined: insufficient funds',
  },
  { number: '4000 0000 0000 0069', decline: 'Your card has expired.', outcome: 'Declined: expired card' },
  {
    number: '4000 0000 0000 0127',
    decline: "Your card's security code is incorrect.",
    outcome: 'Declined: incorrect CVC',
  },
];

const otherCard = 'Test mode accepts only test card numbers. No real card is charged.';

const cardRequired = () =>
  new AppError(
    'CARD_REQUIRED',
    400,
    'Enter your card details',
    [
      ['card.name', 'Name on card is required'],
      ['card.number', 'Card number is required'],
      ['card.expiry', 'Expiry date is required'],
      ['card.cvc', 'CVC is required'],
    ].map(([field = '', message = '']) => ({ field, message })),
  );

/** Answers like Stripe's test cards: the number decides the outcome; only brand and last four are kept. */
const chargeTestCard = (card: Card | undefined): ChargeOutcome => {
  if (!card) throw cardRequired();
  const known = testCards.find((test) => cardDigitsOf(test.number) === card.number);
  const method = cardMethodOf(card.number);
  if (known && known.decline === null) return { status: 'completed', method };
  return { status: 'failed', method, message: known?.decline ?? otherCard };
};

const testReference = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** The offline test mode: no network, no money, Stripe's test-card behaviour. */
export const testProvider: PaymentProvider = {
  mode: 'test',
  publishableKey: null,
  testCards: testCards.map(({ number, outcome }) => ({ number, outcome })),
  createIntent: async () => ({ reference: testReference('pi'), clientSecret: null }),
  // Test-mode intents live nowhere but in the payment row, so there is nothing to close.
  cancelIntent: async () => undefined,
  clientSecretOf: async () => null,
  charge: async (_reference, card) => chargeTestCard(card),
  refund: async () => testReference('re'),
  verifyWebhook: null,
};

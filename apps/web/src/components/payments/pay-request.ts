import { formatMoney } from '@visabridge/contract';
import type { PaymentTarget } from '../../lib/api/create-payment-intent';

/** What the pay dialog pays and what it shows before the card is charged. */
export type PayRequest = { target: PaymentTarget; description: string; amount: number; currency: string };

/** The submit button's label, e.g. 'Pay $85.00'. */
export const payLabelOf = (request: PayRequest) => `Pay ${formatMoney(request.amount, request.currency)}`;

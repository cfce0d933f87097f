import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@visabridge/contract';
import type { PaymentTarget } from '../../lib/api/create-payment-intent';

/** What the pay dialog pays and what it shows before the card is charged. */
export type PayRequest = { target: PaymentTarget; description: string; amount: number; currency: string };

/** The submit button's label, e.g. 'Pay $85.00'. */
export const payLabelOf = (request: PayRequest): MessageDescriptor => {
  const amount = formatMoney(request.amount, request.currency);
  return msg({ message: `Pay ${amount}`, comment: 'button that charges the card the amount shown' });
};

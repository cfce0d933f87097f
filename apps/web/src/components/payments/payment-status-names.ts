import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentStatus } from '@visabridge/contract';

/** Each payment status by the name its chip and the payment filters give it. */
export const paymentStatusNames: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg({
    message: 'Pending',
    context: 'payment status',
    comment: 'payment status: not completed yet',
  }),
  completed: msg({
    message: 'Completed',
    context: 'payment status',
    comment: 'payment status: the card was charged',
  }),
  failed: msg({
    message: 'Failed',
    context: 'payment status',
    comment: 'payment status: the card was refused',
  }),
  refunded: msg({
    message: 'Refunded',
    context: 'payment status',
    comment: 'payment status: the money was given back',
  }),
  expired: msg({
    message: 'Expired',
    context: 'payment status',
    comment: 'payment status: closed without being paid; nothing is owed on it',
  }),
};

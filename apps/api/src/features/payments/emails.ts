import type { OutgoingEmail } from '../../domain/email/outbox';

type Recipient = { email: string; firstName: string };

export const paymentRefundedEmail = (
  user: Recipient,
  refund: { amount: string; description: string; reason: string | null },
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `Refund of ${refund.amount}: ${refund.description}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `Your payment of ${refund.amount} for ${refund.description} has been refunded to your card.`,
    ...(refund.reason ? ['', `Reason: ${refund.reason}`] : []),
    '',
    'Your payments and receipts:',
    link,
  ].join('\n'),
});

export const paymentCompletedEmail = (
  user: Recipient,
  payment: { amount: string; description: string; receiptNumber: string },
  link: string,
): OutgoingEmail => ({
  to: user.email,
  subject: `Payment received: ${payment.amount} for ${payment.description}`,
  body: [
    `Hello ${user.firstName},`,
    '',
    `We received your payment of ${payment.amount} for ${payment.description}.`,
    `Receipt number: ${payment.receiptNumber}`,
    '',
    'Download your receipt on the Payments page:',
    link,
  ].join('\n'),
});

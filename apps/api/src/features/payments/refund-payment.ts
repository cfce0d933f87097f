import { formatMoney } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../../domain/audit/record-audit';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { paymentRefundedEmail } from './emails';
import { findPaymentView, type PaymentRow } from './payment-views';
import { findPayer, paymentsLink } from './tell-payer-paid';
import { testProvider } from '../../lib/payment-providers/test-provider';

type Refund = { refundReference: string | null; reason: string | null; actorId: string | null };

/**
 * Records a refund of a completed payment once: its invoice is due again, an admin's refund is
 * audited, and the payer is notified and emailed. False when the payment was not completed.
 */
export const markRefunded = async (ctx: AppContext, payment: PaymentRow, refund: Refund) => {
  const link = paymentsLink;
  const isMarked = await ctx.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        refundedAt: new Date(),
        refundReference: refund.refundReference,
        refundReason: refund.reason,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'completed')))
      .returning({ id: payments.id });
    if (!refunded) return false;
    if (payment.invoiceId)
      await tx
        .update(invoices)
        .set({ status: 'pending', paidAt: null })
        .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'paid')));
    if (refund.actorId)
      await recordAudit(tx, {
        actorId: refund.actorId,
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: payment.id,
        details: {
          amount: formatMoney(payment.amount, payment.currency),
          description: payment.description,
          reason: refund.reason,
        },
      });
    const payer = await findPayer(tx, payment.userId);
    const amount = formatMoney(payment.amount, payment.currency, payer?.language);
    await notify(tx, {
      userId: payment.userId,
      title: 'Payment refunded',
      message: `Your payment of ${amount} for ${payment.description} was refunded.${refund.reason ? ` Reason: ${refund.reason}` : ''}`,
      type: 'info',
      category: 'payment',
      link,
    });
    if (payer)
      await queueEmail(
        tx,
        paymentRefundedEmail(
          payer,
          { amount, description: payment.description, reason: refund.reason },
          `${ctx.config.publicUrl}${link}`,
        ),
      );
    return true;
  });
  if (isMarked) ctx.wakeMailer();
  return isMarked;
};

/** An admin returns the money of a completed payment, once; a second refund answers 409. */
export const refundPayment = async (ctx: AppContext, adminId: string, id: string, reason: string | null) => {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound('Payment not found');
  if (payment.status === 'refunded') throw conflict('PAYMENT_REFUNDED', 'This payment is already refunded');
  if (payment.status !== 'completed')
    throw conflict('PAYMENT_NOT_REFUNDABLE', 'Only a completed payment can be refunded');
  // A test-mode payment moved no money: its refund is a record, whichever mode runs now.
  const provider = payment.mode === 'test' ? testProvider : ctx.payments;
  if (provider.mode !== payment.mode)
    throw conflict('PAYMENT_NOT_REFUNDABLE', 'Live payments are refunded while Stripe is configured');
  const refundReference = await provider.refund({ id: payment.id, reference: payment.providerReference });
  // Stripe's refund webhook may have recorded it first; either way the payment is refunded now.
  await markRefunded(ctx, payment, { refundReference, reason, actorId: adminId });
  return findPaymentView(ctx, id);
};

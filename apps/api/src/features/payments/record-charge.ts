import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, invoices, paymentLines, payments, trips } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { clientEvents, tellAgent } from '../../domain/applications/tell-agent';
import { isPaid } from './payment-targets';
import type { PaymentRow } from './payment-views';
import type { ChargeOutcome } from '../../lib/payment-providers/payment-provider';
import { tellPayerPaid } from './tell-payer-paid';

/** Locks the application, trip or invoice paid for, so two payments for it settle one after the other. */
const lockTarget = async (db: Db, payment: PaymentRow) => {
  if (payment.invoiceId)
    await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.id, payment.invoiceId))
      .for('update');
  else if (payment.applicationId)
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, payment.applicationId))
      .for('update');
  else if (payment.tripId)
    await db.select({ id: trips.id }).from(trips).where(eq(trips.id, payment.tripId)).for('update');
};

/** The applications a payment pays for, and how much of it each: its own, or each traveller's line on a trip's. */
const applicationsPaidBy = async (db: Db, payment: PaymentRow) => {
  if (payment.applicationId) return [{ applicationId: payment.applicationId, amount: payment.amount }];
  const lines = await db
    .select({ applicationId: paymentLines.applicationId, amount: paymentLines.amount })
    .from(paymentLines)
    .where(eq(paymentLines.paymentId, payment.id));
  return lines.flatMap(({ applicationId, amount }) => (applicationId ? [{ applicationId, amount }] : []));
};

/**
 * Completes a charged payment, and marks its invoice paid; false when another payment paid the same
 * application or invoice first. A later success may replace an earlier decline of the same intent, or its expiry (the
 * payer confirmed just as it expired): money taken is always recorded.
 */
const completePayment = (ctx: AppContext, payment: PaymentRow, method: string) =>
  ctx.db.transaction(async (tx) => {
    await lockTarget(tx, payment);
    // A concurrent confirm or webhook may have settled this very payment already.
    const [current] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    if (current?.status === 'completed' || current?.status === 'refunded') return true;
    if (await isPaid(tx, payment, payment.id)) return false;
    const now = new Date();
    const [completed] = await tx
      .update(payments)
      .set({ status: 'completed', method, failureMessage: null, processedAt: now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed', 'expired'])))
      .returning({ id: payments.id });
    if (completed) await tellPayerPaid(ctx, tx, payment);
    if (completed)
      for (const { applicationId, amount } of await applicationsPaidBy(tx, payment))
        await tellAgent(
          tx,
          ctx,
          applicationId,
          payment.userId,
          clientEvents.payment(amount, payment.currency),
        );
    if (payment.invoiceId)
      await tx
        .update(invoices)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'pending')));
    return true;
  });

/**
 * Records what the provider said about a charge. When the application or invoice was paid meanwhile by
 * another payment, this one's money goes back at once and it is recorded as refunded: 'paid_twice'.
 */
export const recordCharge = async (
  ctx: AppContext,
  payment: PaymentRow & { providerReference: string },
  outcome: ChargeOutcome,
) => {
  if (outcome.status === 'pending') return 'recorded';
  if (outcome.status === 'failed') {
    await ctx.db
      .update(payments)
      .set({
        status: 'failed',
        method: outcome.method,
        failureMessage: outcome.message,
        processedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return 'recorded';
  }
  if (await completePayment(ctx, payment, outcome.method)) {
    ctx.wakeMailer();
    return 'recorded';
  }
  const refundReference = await ctx.payments.refund({ id: payment.id, reference: payment.providerReference });
  const now = new Date();
  await ctx.db
    .update(payments)
    .set({
      status: 'refunded',
      method: outcome.method,
      processedAt: now,
      refundedAt: now,
      refundReference,
      refundReason: 'Paid twice: refunded automatically',
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed', 'expired'])));
  return 'paid_twice';
};

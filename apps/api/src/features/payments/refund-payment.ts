import { formatMoney, type InterfaceLanguage, type refundPaymentInput } from '@visabridge/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invoices, paymentLines, payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { readerLocaleOf } from '../../lib/reader-locale';
import { recordAudit } from '../../domain/audit/record-audit';
import { queueEmail } from '../../domain/email/outbox';
import { notify } from '../../domain/notifications/notify';
import { accountLanguageOf } from '../../lib/message-language';
import { paymentRefundedEmail } from './emails';
import { refundedNotice } from './payment-notices';
import { findPaymentView, paymentDescriberOf, type PaymentRow } from './payment-views';
import { findReader } from '../../domain/email/find-reader';
import { paymentsLink } from './tell-payer-paid';
import { testProvider } from '../../lib/payment-providers/test-provider';

type Refund = { refundReference: string | null; reason: string | null; actorId: string | null };
type LineRow = typeof paymentLines.$inferSelect;

/** Marks a completed payment refunded; false when it was not completed (refunded already, say). */
const refundWhole = async (tx: Db, payment: PaymentRow, refund: Refund) => {
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
  if (refunded && payment.invoiceId)
    await tx
      .update(invoices)
      .set({ status: 'pending', paidAt: null })
      .where(and(eq(invoices.id, payment.invoiceId), eq(invoices.status, 'paid')));
  return Boolean(refunded);
};

/** Marks one traveller's line refunded, and the payment too once no line is left; false when it was already. */
const refundLine = async (tx: Db, payment: PaymentRow, line: LineRow, refund: Refund) => {
  const [refunded] = await tx
    .update(paymentLines)
    .set({ refundedAt: new Date(), refundReference: refund.refundReference, refundReason: refund.reason })
    .where(and(eq(paymentLines.id, line.id), isNull(paymentLines.refundedAt)))
    .returning({ id: paymentLines.id });
  if (!refunded) return false;
  const [open] = await tx
    .select({ id: paymentLines.id })
    .from(paymentLines)
    .where(and(eq(paymentLines.paymentId, payment.id), isNull(paymentLines.refundedAt)))
    .limit(1);
  if (!open) await refundWhole(tx, payment, refund);
  return true;
};

/**
 * Records a refund of a completed payment, or of one traveller's line of it, once: its invoice is due again, an
 * admin's refund is audited, and the payer is notified and emailed. False when there was nothing left to refund.
 */
export const markRefunded = async (
  ctx: AppContext,
  payment: PaymentRow,
  refund: Refund,
  line: LineRow | null = null,
) => {
  const link = paymentsLink;
  const refundedAmount = line?.amount ?? payment.amount;
  const description = line ? `${line.traveller}: ${line.description}` : payment.description;
  const isMarked = await ctx.db.transaction(async (tx) => {
    const refunded = line
      ? await refundLine(tx, payment, line, refund)
      : await refundWhole(tx, payment, refund);
    if (!refunded) return false;
    if (refund.actorId)
      await recordAudit(tx, {
        actorId: refund.actorId,
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: payment.id,
        details: {
          amount: formatMoney(refundedAmount, payment.currency),
          description,
          reason: refund.reason,
        },
      });
    const payer = await findReader(tx, payment.userId);
    const offered = ctx.config.interfaceLanguages;
    const locale = readerLocaleOf(payer?.interfaceLanguage, payer?.region, offered);
    const amount = formatMoney(refundedAmount, payment.currency, locale);
    const describe = await paymentDescriberOf(ctx, tx, payment.id, line);
    await notify(tx, offered, {
      userId: payment.userId,
      text: (language) =>
        refundedNotice[language]({ amount, description: describe(language), reason: refund.reason }),
      type: 'info',
      category: 'payment',
      link,
    });
    if (payer)
      await queueEmail(
        tx,
        paymentRefundedEmail(payer, offered, {
          amount,
          description: describe(accountLanguageOf(payer.interfaceLanguage, offered)),
          reason: refund.reason,
          link: `${ctx.config.publicUrl}${link}`,
        }),
      );
    return true;
  });
  if (isMarked) ctx.wakeMailer();
  return isMarked;
};

type RefundInput = z.output<typeof refundPaymentInput>;

/** The line of a trip's payment `input` names, when it names one: 400 on `applicationId` when it has none. */
const lineToRefund = async (ctx: AppContext, payment: PaymentRow, input: RefundInput) => {
  if (!input.applicationId) return null;
  const [line] = await ctx.db
    .select()
    .from(paymentLines)
    .where(and(eq(paymentLines.paymentId, payment.id), eq(paymentLines.applicationId, input.applicationId)));
  if (!line)
    throw fieldError({ field: 'applicationId', message: 'This payment has no line for that traveller' });
  if (line.refundedAt) throw conflict('PAYMENT_REFUNDED', "This traveller's fees are already refunded");
  return line;
};

/** What is left to refund of a payment: all of it, less any traveller's line refunded already. */
const unrefundedOf = async (ctx: AppContext, payment: PaymentRow) => {
  const [refunded] = await ctx.db
    .select({ amount: sql<number>`coalesce(sum(${paymentLines.amount}), 0)::int` })
    .from(paymentLines)
    .where(and(eq(paymentLines.paymentId, payment.id), isNotNull(paymentLines.refundedAt)));
  return payment.amount - (refunded?.amount ?? 0);
};

/**
 * An admin returns the money of a completed payment, or of one traveller's line of a trip's payment, once; a
 * second refund answers 409. An amount that is not what would be refunded (more than the traveller's line, say)
 * answers 400 and refunds nothing.
 */
export const refundPayment = async (
  ctx: AppContext,
  adminId: string,
  id: string,
  input: RefundInput,
  language: InterfaceLanguage,
) => {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw notFound('Payment not found');
  if (payment.status === 'refunded') throw conflict('PAYMENT_REFUNDED', 'This payment is already refunded');
  if (payment.status !== 'completed')
    throw conflict('PAYMENT_NOT_REFUNDABLE', 'Only a completed payment can be refunded');
  const line = await lineToRefund(ctx, payment, input);
  const amount = line?.amount ?? (await unrefundedOf(ctx, payment));
  if (input.amount !== undefined && input.amount !== amount)
    throw fieldError({
      field: 'amount',
      message: `${line ? `${line.traveller}'s refund is their line of the payment` : 'The refund is what is left of the payment'}: ${formatMoney(amount, payment.currency)}`,
    });
  // A test-mode payment moved no money: its refund is a record, whichever mode runs now.
  const provider = payment.mode === 'test' ? testProvider : ctx.payments;
  if (provider.mode !== payment.mode)
    throw conflict('PAYMENT_NOT_REFUNDABLE', 'Live payments are refunded while Stripe is configured');
  const refundReference = await provider.refund(
    { id: payment.id, reference: payment.providerReference },
    line ? { lineId: line.id, amount: line.amount } : undefined,
  );
  // Stripe's refund webhook may have recorded it first; either way the payment is refunded now.
  await markRefunded(ctx, payment, { refundReference, reason: input.reason || null, actorId: adminId }, line);
  return findPaymentView(ctx, id, language);
};

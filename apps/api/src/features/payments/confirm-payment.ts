import type { confirmPaymentInput, InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { alreadyPaid, refuseIfPaid } from './payment-targets';
import { findPaymentView } from './payment-views';
import { recordCharge } from './record-charge';

const declined = (message: string) =>
  fieldError({ code: 'CARD_DECLINED', status: 402, field: 'card.number', message });

const expired = () =>
  conflict('PAYMENT_EXPIRED', 'This payment can no longer be confirmed. Please start again.');

type PaymentRow = typeof payments.$inferSelect;

/**
 * An expired payment may still have been paid at Stripe in the moment it expired (its intent could no
 * longer be cancelled): live mode reads the intent and records money taken. Otherwise it is over.
 */
const settleExpired = async (ctx: AppContext, payment: PaymentRow, language: InterfaceLanguage) => {
  const reference = payment.providerReference;
  if (!reference || payment.mode !== 'live' || ctx.payments.mode !== 'live') throw expired();
  const outcome = await ctx.payments.charge(reference, undefined);
  if (outcome.status !== 'completed') throw expired();
  if ((await recordCharge(ctx, { ...payment, providerReference: reference }, outcome)) === 'paid_twice')
    throw alreadyPaid(payment);
  return findPaymentView(ctx, payment.id, language);
};

/**
 * Confirms one of the caller's pending payments: test mode charges the card sent; live mode reads the
 * outcome Stripe recorded. A payment already decided is returned as it is, so a repeated confirm is
 * harmless; a decline stores a failed payment and answers 402 with the card's message.
 */
export const confirmPayment = async (
  ctx: AppContext,
  userId: string,
  input: z.output<typeof confirmPaymentInput>,
  language: InterfaceLanguage,
) => {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.userId, userId)));
  if (!payment) throw notFound('Payment not found');
  if (payment.status === 'expired') return settleExpired(ctx, payment, language);
  if (payment.status !== 'pending') return findPaymentView(ctx, payment.id, language);
  const reference = payment.providerReference;
  if (!reference || payment.mode !== ctx.payments.mode) throw expired();
  await refuseIfPaid(ctx.db, payment, payment.id);

  const outcome = await ctx.payments.charge(reference, input.card);
  if ((await recordCharge(ctx, { ...payment, providerReference: reference }, outcome)) === 'paid_twice')
    throw alreadyPaid(payment);
  if (outcome.status === 'failed') throw declined(outcome.message);
  return findPaymentView(ctx, payment.id, language);
};

import { randomUUID } from 'node:crypto';
import type { CreatePaymentIntentInput, InterfaceLanguage, PaymentIntentView } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import { paymentLines, payments } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';
import { expirePayments } from './expire-payments';
import { paymentDescriptionIn } from './payment-descriptions';
import { findPayableTarget, paysFor, type PaymentTarget } from './payment-targets';

type PaymentRow = typeof payments.$inferSelect;

/** The one pending payment for the target (the database allows no second), whoever started it. */
const findPending = async (ctx: AppContext, target: PaymentTarget): Promise<PaymentRow | null> => {
  const [pending] = await ctx.db
    .select()
    .from(payments)
    .where(and(paysFor(target), eq(payments.status, 'pending')))
    .limit(1);
  return pending ?? null;
};

/** Whether the caller can carry on with the pending payment: theirs, opened in the current mode. */
const isResumable = (ctx: AppContext, userId: string, payment: PaymentRow) =>
  payment.userId === userId && payment.mode === ctx.payments.mode && Boolean(payment.providerReference);

/**
 * Starts paying one of the caller's applications or their company's invoice: a pending payment with
 * the provider's intent behind it. There is one pending payment per target at a time: the caller's own
 * is resumed, even when two requests (or two instances) start it at once; a colleague's, or one opened in
 * another payment mode, can never be confirmed by the caller and gives way (it expires).
 */
export const createPaymentIntent = async (
  ctx: AppContext,
  user: UserRow,
  input: CreatePaymentIntentInput,
  language: InterfaceLanguage,
): Promise<PaymentIntentView> => {
  const target = await findPayableTarget(ctx, user, input);
  const { lines, facts, ...paid } = target;
  const intentOf = (paymentId: string, clientSecret: string | null): PaymentIntentView => ({
    paymentId,
    amount: target.amount,
    currency: target.currency,
    description: paymentDescriptionIn(ctx, { ...facts, payment: target, lines }, language),
    mode: ctx.payments.mode,
    clientSecret,
  });
  const resume = async (payment: PaymentRow) =>
    intentOf(payment.id, await ctx.payments.clientSecretOf(payment.providerReference ?? ''));

  const pending = await findPending(ctx, target);
  if (pending && isResumable(ctx, user.id, pending)) return resume(pending);
  if (pending) await expirePayments(ctx, eq(payments.id, pending.id));

  const id = randomUUID();
  const intent = await ctx.payments.createIntent({ paymentId: id, ...paid });
  const created = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        userId: user.id,
        ...paid,
        status: 'pending',
        method: 'Card',
        mode: ctx.payments.mode,
        providerReference: intent.reference,
      })
      // The one-pending-payment index refuses a second: another request opened it a moment earlier.
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (payment && lines.length > 0)
      await tx.insert(paymentLines).values(lines.map((line) => ({ ...line, paymentId: id })));
    return payment;
  });
  if (created) return intentOf(id, intent.clientSecret);

  await ctx.payments
    .cancelIntent(intent.reference)
    .catch((error: unknown) =>
      ctx.log.warn({ err: error, paymentId: id }, 'could not cancel the intent of a payment opened twice'),
    );
  const winner = await findPending(ctx, target);
  if (winner && isResumable(ctx, user.id, winner)) return resume(winner);
  throw conflict(
    'PAYMENT_IN_PROGRESS',
    'Someone else has just started paying this. Please try again in a moment.',
  );
};

import { randomUUID } from 'node:crypto';
import type { CreatePaymentIntentInput, PaymentIntentView } from '@visabridge/contract';
import { and, desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import type { UserRow } from '../auth/views';
import { findPayableTarget, paysFor, type PaymentTarget } from './payment-targets';

/** The caller's pending payment for the same target in the current mode, to resume instead of repeating. */
const findResumable = async (ctx: AppContext, userId: string, target: PaymentTarget) => {
  const [pending] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        paysFor(target),
        eq(payments.status, 'pending'),
        eq(payments.mode, ctx.payments.mode),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return pending?.providerReference ? { ...pending, providerReference: pending.providerReference } : null;
};

/**
 * Starts paying one of the caller's applications or their company's invoice: a pending payment with
 * the provider's intent behind it. A pending payment for the same target is resumed, not repeated.
 */
export const createPaymentIntent = async (
  ctx: AppContext,
  user: UserRow,
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentView> => {
  const target = await findPayableTarget(ctx, user, input);
  const intentOf = (paymentId: string, clientSecret: string | null): PaymentIntentView => ({
    paymentId,
    amount: target.amount,
    currency: target.currency,
    description: target.description,
    mode: ctx.payments.mode,
    clientSecret,
  });
  const resumable = await findResumable(ctx, user.id, target);
  if (resumable)
    return intentOf(resumable.id, await ctx.payments.clientSecretOf(resumable.providerReference));

  const id = randomUUID();
  const intent = await ctx.payments.createIntent({ paymentId: id, ...target });
  await ctx.db.insert(payments).values({
    id,
    userId: user.id,
    ...target,
    status: 'pending',
    method: 'Card',
    mode: ctx.payments.mode,
    providerReference: intent.reference,
  });
  return intentOf(id, intent.clientSecret);
};

import { eq } from 'drizzle-orm';
import { payments, paymentWebhookEvents } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, notFound } from '../../lib/errors';
import type { ProviderEvent } from '../../lib/payment-providers/payment-provider';
import { recordCharge } from './record-charge';
import { markRefunded } from './refund-payment';

const applyChange = async (ctx: AppContext, change: ProviderEvent['change']) => {
  if (change.kind === 'ignored') return;
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.providerReference, change.reference));
  // Intents this platform did not open (another integration on the same account) are none of its business.
  if (!payment) return;
  const charged = { ...payment, providerReference: change.reference };
  if (change.kind === 'succeeded')
    await recordCharge(ctx, charged, { status: 'completed', method: payment.method });
  if (change.kind === 'failed')
    await recordCharge(ctx, charged, { status: 'failed', method: payment.method, message: change.message });
  if (change.kind === 'refunded')
    await markRefunded(ctx, payment, {
      refundReference: change.refundReference,
      reason: null,
      actorId: null,
    });
};

/**
 * A Stripe event, verified by its signature, applied once: a redelivered event id changes nothing.
 * Every change it makes is conditional on the payment's status, so two deliveries racing are harmless too.
 */
export const handleWebhook = async (ctx: AppContext, payload: Buffer, signature: string | undefined) => {
  const { verifyWebhook } = ctx.payments;
  if (!verifyWebhook) throw notFound('Payments run in test mode: there are no webhooks');
  if (!signature) throw new AppError('INVALID_SIGNATURE', 400, 'The webhook signature is missing');
  const event = verifyWebhook(payload, signature);
  const [seen] = await ctx.db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.id, event.id));
  if (seen) return;
  await applyChange(ctx, event.change);
  await ctx.db.insert(paymentWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
};

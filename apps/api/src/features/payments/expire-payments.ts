import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { recurringJobKind } from '../../jobs/runner';
import type { AppContext } from '../../domain/app-context';

/** What expiring needs: the database, the provider to cancel at, a log. */
type ExpiryContext = Pick<AppContext, 'db' | 'payments' | 'log'>;

/** A payment still pending this long after it was started is expired (docs/operations.md). */
export const PENDING_PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often payments are looked for to expire (by one instance: it is a recurring job). */
export const PAYMENT_EXPIRY_SWEEP_MS = 15 * 60 * 1000;
/** What an expired payment says on the payer's history and the admin ledger. */
export const EXPIRED_MESSAGE = 'Never completed';

/** Closes the provider's intents of payments just expired; a failure leaves an intent that will not be confirmed here. */
const cancelIntents = async (
  ctx: ExpiryContext,
  expired: { id: string; providerReference: string | null; mode: string }[],
) => {
  for (const payment of expired) {
    if (!payment.providerReference || payment.mode !== ctx.payments.mode) continue;
    await ctx.payments
      .cancelIntent(payment.providerReference)
      .catch((error: unknown) =>
        ctx.log.warn(
          { err: error, paymentId: payment.id },
          'could not cancel an expired payment at the provider',
        ),
      );
  }
};

/**
 * Expires the pending payments `where` picks, and cancels their provider intents. The update is
 * conditional on 'pending', so with several instances each payment is expired (and cancelled) by one.
 */
export const expirePayments = async (ctx: ExpiryContext, where: SQL | undefined) => {
  const picked = ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), where))
    .limit(100)
    .for('update', { skipLocked: true });
  const expired = await ctx.db
    .update(payments)
    .set({ status: 'expired', failureMessage: EXPIRED_MESSAGE, processedAt: new Date() })
    .where(and(inArray(payments.id, picked), eq(payments.status, 'pending')))
    .returning({ id: payments.id, providerReference: payments.providerReference, mode: payments.mode });
  await cancelIntents(ctx, expired);
  return expired.length;
};

/** Expires every payment left pending longer than its lifetime; answers how many. */
export const expireStalePayments = async (ctx: ExpiryContext, lifetimeMs = PENDING_PAYMENT_LIFETIME_MS) => {
  const isStale = lt(payments.createdAt, sql`now() - ${lifetimeMs}::integer * interval '1 millisecond'`);
  let total = 0;
  for (let count = -1; count !== 0; total += count) count = await expirePayments(ctx, isStale);
  return total;
};

/** The `expire-payments` job kind: the sweep, every PAYMENT_EXPIRY_SWEEP_MS, on one instance at a time. */
export const expirePaymentsJob = (ctx: ExpiryContext) =>
  recurringJobKind({
    name: 'expire-payments',
    everyMs: PAYMENT_EXPIRY_SWEEP_MS,
    givenUp: 'payment expiry sweep failed',
    run: async () => {
      const count = await expireStalePayments(ctx);
      if (count > 0) ctx.log.info({ count }, 'expired payments left pending too long');
    },
  });

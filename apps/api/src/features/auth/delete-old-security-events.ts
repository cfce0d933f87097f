import { inArray, lt, sql } from 'drizzle-orm';
import { securityEvents } from '../../db/schema';
import { recurringJobKind } from '../../jobs/runner';
import type { AppContext } from '../../domain/app-context';

/** How often events past SECURITY_EVENTS_DAYS are deleted (by one instance: it is a recurring job). */
export const SECURITY_EVENTS_SWEEP_MS = 60 * 60 * 1000;
/** Rows per delete: a first sweep over a large table holds no long lock. */
const BATCH = 5_000;

type SweepContext = Pick<AppContext, 'db' | 'config' | 'log'>;

/** Deletes the security events older than SECURITY_EVENTS_DAYS; answers how many. */
export const deleteOldSecurityEvents = async (ctx: SweepContext) => {
  const isOld = lt(
    securityEvents.createdAt,
    sql`now() - ${ctx.config.securityEventsDays}::integer * interval '1 day'`,
  );
  let total = 0;
  for (;;) {
    const batch = ctx.db.select({ id: securityEvents.id }).from(securityEvents).where(isOld).limit(BATCH);
    const deleted = await ctx.db
      .delete(securityEvents)
      .where(inArray(securityEvents.id, batch))
      .returning({ id: securityEvents.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
};

/** The `delete-old-security-events` job kind: the deletion, every SECURITY_EVENTS_SWEEP_MS, on one instance at a time. */
export const deleteOldSecurityEventsJob = (ctx: SweepContext) =>
  recurringJobKind({
    name: 'delete-old-security-events',
    everyMs: SECURITY_EVENTS_SWEEP_MS,
    givenUp: 'security events sweep failed',
    run: async () => {
      const count = await deleteOldSecurityEvents(ctx);
      if (count > 0) ctx.log.info({ count }, 'deleted security events past their retention');
    },
  });

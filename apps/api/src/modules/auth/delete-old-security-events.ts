import { inArray, lt, sql } from 'drizzle-orm';
import { securityEvents } from '../../db/schema';
import type { AppContext } from '../../lib/context';

/** How often each instance deletes events past SECURITY_EVENTS_DAYS. */
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

/** Runs the deletion now and every SECURITY_EVENTS_SWEEP_MS in this process; stopped when the app closes. */
export const startSecurityEventsSweep = (ctx: SweepContext) => {
  const sweep = () =>
    deleteOldSecurityEvents(ctx)
      .then((count) => {
        if (count > 0) ctx.log.info({ count }, 'deleted security events past their retention');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'security events sweep failed'));
  const timer = setInterval(sweep, SECURITY_EVENTS_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
};

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { visaChecks } from '../../db/schema';

/** What is stored of a check: the corridor, the purpose and the answer's category, no personal data. */
export type CheckEntry = Pick<
  typeof visaChecks.$inferInsert,
  'fromCountry' | 'toCountry' | 'purpose' | 'category'
>;
type CountedCheck = CheckEntry & { checks: number; createdAt: Date };

// One statement over column arrays: building a 500-row VALUES list blocked the event loop for ~20 ms.
const insertChecks = (db: Db, batch: CountedCheck[]) =>
  db.execute(sql`
    insert into ${visaChecks} (from_country, to_country, purpose, category, checks, created_at)
    select * from unnest(
      ${sql.param(batch.map((entry) => entry.fromCountry))}::text[],
      ${sql.param(batch.map((entry) => entry.toCountry))}::text[],
      ${sql.param(batch.map((entry) => entry.purpose))}::text[],
      ${sql.param(batch.map((entry) => entry.category))}::text[],
      ${sql.param(batch.map((entry) => entry.checks))}::int[],
      ${sql.param(batch.map((entry) => entry.createdAt.toISOString()))}::timestamptz[])`);

// Analytics count checks by day: five seconds late costs nothing there, and under load each write then
// carries five times the checks (a corridor asked again is a count, not a row).
const FLUSH_MS = 5_000;
const MAX_PENDING = 5_000;

/**
 * Stores checks in batches: the check itself answers from memory, and one insert every five seconds (or
 * per 5,000 different checks) keeps the log off the hot path. Repeats of a check within those seconds
 * are stored as one row with their count, timed at the first of them.
 */
export const createCheckLog = (db: Db, log: FastifyBaseLogger) => {
  let pending = new Map<CheckEntry, CountedCheck>();
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    const checks = batch.reduce((sum, entry) => sum + entry.checks, 0);
    writing = writing
      .then(() => insertChecks(db, batch))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, lost: checks }, 'could not store visa checks'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();

  return {
    /**
     * Counts a check. Checks answered from one cached answer pass the same entry, so they share a row;
     * keying by the entry itself costs no key to build on the hot path.
     */
    record: (entry: CheckEntry) => {
      const counted = pending.get(entry);
      if (counted) {
        counted.checks += 1;
        return;
      }
      pending.set(entry, { ...entry, checks: 1, createdAt: new Date() });
      if (pending.size >= MAX_PENDING) void flush();
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
};
export type CheckLog = ReturnType<typeof createCheckLog>;

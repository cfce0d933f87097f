import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { visaChecks } from '../../db/schema';

type CheckEntry = Omit<typeof visaChecks.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };

// One statement over column arrays: building a 500-row VALUES list blocked the event loop for ~20 ms.
const insertChecks = (db: Db, batch: CheckEntry[]) =>
  db.execute(sql`
    insert into ${visaChecks} (from_country, to_country, purpose, category, created_at)
    select * from unnest(
      ${sql.param(batch.map((entry) => entry.fromCountry))}::text[],
      ${sql.param(batch.map((entry) => entry.toCountry))}::text[],
      ${sql.param(batch.map((entry) => entry.purpose))}::text[],
      ${sql.param(batch.map((entry) => entry.category))}::text[],
      ${sql.param(batch.map((entry) => entry.createdAt.toISOString()))}::timestamptz[])`);

const FLUSH_MS = 1_000;
const MAX_BUFFER = 500;

/**
 * Stores checks in batches: the check itself answers from memory, and one insert per second
 * (or per 500 checks) keeps the log off the hot path.
 */
export const createCheckLog = (db: Db, log: FastifyBaseLogger) => {
  let buffer: CheckEntry[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    writing = writing
      .then(() => insertChecks(db, batch))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, lost: batch.length }, 'could not store visa checks'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();

  return {
    record: (entry: Omit<CheckEntry, 'createdAt'>) => {
      buffer.push({ ...entry, createdAt: new Date() });
      if (buffer.length >= MAX_BUFFER) void flush();
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
};
export type CheckLog = ReturnType<typeof createCheckLog>;

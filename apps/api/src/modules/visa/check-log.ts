import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { visaChecks } from '../../db/schema';

type CheckEntry = typeof visaChecks.$inferInsert;

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
      .then(() => db.insert(visaChecks).values(batch))
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, lost: batch.length }, 'could not store visa checks'),
      );
    return writing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS).unref();

  return {
    record: (entry: CheckEntry) => {
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

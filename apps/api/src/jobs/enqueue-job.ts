import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type NewJob = {
  kind: string;
  /** Ids of what the job works on, never personal data: it is logged. */
  payload?: Record<string, unknown>;
  /** Not before this long from now (the database's clock, as the runner's claims use). */
  delayMs?: number;
  /** At most one queued or running job per key: a second is not queued while the first is. */
  key?: string;
};

/** Queues a job in the caller's transaction, so it runs only if the change it follows is stored. */
export const enqueueJob = async (db: Db, { kind, payload = {}, delayMs = 0, key }: NewJob) => {
  await db
    .insert(jobs)
    .values({ kind, payload, key, runAfter: sql`now() + ${delayMs}::integer * interval '1 millisecond'` })
    .onConflictDoNothing();
};

import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { recurringJobKind } from './runner';

/** Done jobs are kept a week (to see what ran), failed ones a month (to look into them). */
export const DONE_JOBS_KEPT_DAYS = 7;
export const FAILED_JOBS_KEPT_DAYS = 30;
const BATCH = 5_000;

const finishedBefore = (days: number) =>
  lt(jobs.finishedAt, sql`now() - ${days}::integer * interval '1 day'`);

/** Deletes finished jobs past their keeping time, in batches; answers how many. */
export const deleteFinishedJobs = async (db: Db) => {
  const isOld = or(
    and(eq(jobs.state, 'done'), finishedBefore(DONE_JOBS_KEPT_DAYS)),
    and(eq(jobs.state, 'failed'), finishedBefore(FAILED_JOBS_KEPT_DAYS)),
  );
  let total = 0;
  for (;;) {
    const batch = db.select({ id: jobs.id }).from(jobs).where(isOld).limit(BATCH);
    const deleted = await db.delete(jobs).where(inArray(jobs.id, batch)).returning({ id: jobs.id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
};

/** The `delete-finished-jobs` job kind: the jobs table's own clean-up, daily. */
export const deleteFinishedJobsJob = ({ db }: { db: Db }) =>
  recurringJobKind({
    name: 'delete-finished-jobs',
    everyMs: 24 * 60 * 60 * 1000,
    givenUp: 'finished jobs clean-up failed',
    run: async () => {
      await deleteFinishedJobs(db);
    },
  });

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { recurringJobKind } from '../../jobs/runner';
import { IDEMPOTENCY_KEY_HOURS } from './answer-once';

/** Deletes the keys past their day (a repeat would find them expired anyway); answers how many. */
export const deleteExpiredKeys = async (db: Db) =>
  (
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_HOURS} * interval '1 hour'`))
      .returning({ key: idempotencyKeys.key })
  ).length;

/** The `delete-expired-idempotency-keys` job kind: hourly, on one instance at a time. */
export const deleteExpiredKeysJob = ({ db }: { db: Db }) =>
  recurringJobKind({
    name: 'delete-expired-idempotency-keys',
    everyMs: 60 * 60 * 1000,
    givenUp: 'idempotency keys clean-up failed',
    run: async () => {
      await deleteExpiredKeys(db);
    },
  });

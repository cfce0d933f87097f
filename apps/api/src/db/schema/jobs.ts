/** Background work: one table every kind of job runs from (jobs/runner.ts). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * One job: `queued` until its `runAfter`, `running` while a worker holds its lease (renewed by that
 * worker's heartbeat; a lapsed lease lets any worker take it), then `done`, or `failed` with `lastError`.
 * The payload names its subject by id (the email, the document), never personal data.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** At most one queued or running job per key: a recurring kind's next run is queued once. */
    key: text('key'),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('jobs_queued_idx')
      .on(table.kind, table.runAfter)
      .where(sql`${table.state} = 'queued'`),
    index('jobs_running_idx')
      .on(table.kind, table.leaseExpiresAt)
      .where(sql`${table.state} = 'running'`),
    uniqueIndex('jobs_key_idx')
      .on(table.key)
      .where(sql`${table.state} in ('queued', 'running')`),
    index('jobs_finished_idx').on(table.state, table.finishedAt),
  ],
);

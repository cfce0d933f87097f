import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import * as schema from '../../apps/api/src/db/schema';

/** One query as Drizzle sent it: the SQL text with `$1`, `$2`, … and their values. */
export type RecordedQuery = { sql: string; params: unknown[] };

/**
 * A Drizzle client of its own on a PostgreSQL database that notes every query it sends: handed to
 * the API's own functions, it shows the exact SQL they send, to EXPLAIN or to replay.
 */
export const openRecordingClient = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recorded: RecordedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) },
  }) as unknown as Db;
  return {
    /** The queries `work` sends through the recording client, in the order it sends them. */
    record: async (work: (db: Db) => Promise<unknown>) => {
      recorded = [];
      await work(db);
      return recorded;
    },
    /** The lines of EXPLAIN (ANALYZE, COSTS OFF) of a recorded query, with its recorded values. */
    explain: async (query: RecordedQuery) => {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${query.sql}`,
        query.params,
      );
      return rows.map((row) => row['QUERY PLAN']);
    },
    close: () => pool.end(),
  };
};

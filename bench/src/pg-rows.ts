import type pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';

/**
 * The rows of a `db.execute` result: the API's Db type leaves the driver's result open, and on
 * PostgreSQL (node-postgres) it is pg's QueryResult.
 */
export const rowsOf = <Row extends pg.QueryResultRow>(result: unknown) =>
  (result as pg.QueryResult<Row>).rows;

/** The node-postgres pool under the API's Drizzle client on PostgreSQL. */
export const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

import type pg from 'pg';

/**
 * The rows of a `db.execute` result: the API's Db type leaves the driver's result open, and on
 * PostgreSQL (node-postgres) it is pg's QueryResult.
 */
export const rowsOf = <Row extends pg.QueryResultRow>(result: unknown) =>
  (result as pg.QueryResult<Row>).rows;

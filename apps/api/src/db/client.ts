import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/package-root';
import { writeJsonLine } from '../lib/json-line';
import { inQuerySpan, isTracing } from '../lib/tracing';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL server's address, for connections outside the pool (LISTEN); none on PGlite. */
  url?: string;
  /** Applies pending SQL migrations; safe to call from several processes at once. */
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database: a PostgreSQL
   * advisory lock; the embedded database is one process's already (see pglite-lock).
   */
  whileStartingAlone: <T>(work: () => Promise<T>) => Promise<T>;
  /** Sends the pool's warnings (a lost connection) to the app's log rather than as bare JSON lines. */
  logTo?: (log: PoolLog) => void;
  /** The connection pool's use now (PostgreSQL); none on the embedded database, which has one connection. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

// Any fixed numbers work; each only has to be the same for every process starting on this database.
const MIGRATION_LOCK_KEY = 7_311_042;
// Taken: 7_311_017 invoices, 7_311_043 visa-data import, 7_311_061 contact, 7_311_062 registration.
const START_UP_LOCK_KEY = 7_311_044;

/** How long a request waits for a connection before it answers 503 (see plugins/errors). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Where the pool tells of a lost connection: the app's log once it has one. */
export type PoolLog = { warn: (fields: { err: Error }, message: string) => void };

/** Until the app's log is given, a lost connection is still written as one JSON line, as the log writes them. */
const jsonLineLog: PoolLog = { warn: ({ err }, message) => writeJsonLine(40, err, message) };

/**
 * Each statement gets a span while tracing is on (decided per statement, as the pool's first connections are
 * made before tracing starts): the pool's own queries, and a transaction's on its connection. A callback-style
 * call (the pool's, on the connection it picked) is left as it is, so no statement is counted twice.
 */
const traceQueries = (client: pg.Pool | pg.PoolClient) => {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    if (!isTracing() || typeof args.at(-1) === 'function') return query(...args);
    const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
    return inQuerySpan(text, () => query(...args) as Promise<unknown>);
  }) as typeof client.query;
};

/** A pool whose connections, idle or in use, survive the server going away (restart, failover). */
export const createPool = (url: string, log: { current: PoolLog } = { current: jsonLineLog }) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The app prepares only statements that find rows by ids and keys (the session check, the lists):
    // their plan does not depend on the values, and planning them again for each call (PostgreSQL's
    // custom plans) cost more than running them.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const warn = (error: Error) => log.current.warn({ err: error }, 'PostgreSQL connection lost');
  // The pool listens on idle connections only; an unheard 'error' on one held by a transaction would end
  // the process. Its query fails instead (503), and the pool drops the connection when it is released.
  traceQueries(pool);
  pool.on('connect', (client) => {
    client.on('error', warn);
    traceQueries(client);
  });
  pool.on('error', warn);
  return pool;
};

const openPostgres = (url: string): Database => {
  const poolLog = { current: jsonLineLog };
  const pool = createPool(url, poolLog);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        // Closing the connection ends the lock, also when the server went away mid-migration.
        client.release(true);
      }
    },
    whileStartingAlone: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
        return await work();
      } finally {
        client.release(true);
      }
    },
    logTo: (log) => {
      poolLog.current = log;
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
};

export const openPglite = (client: PGlite, unlock: () => void = () => undefined): Database => {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    whileStartingAlone: (work) => work(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
};

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An already opened PGlite (tests start each file from a migrated snapshot). */
  pglite?: PGlite;
};

/** PostgreSQL, a given PGlite or an in-memory one; the embedded database in a folder opens with
 *  openConfiguredDatabase (embedded-folder), which creates it safely. */
export const openDatabase = ({ databaseUrl, dataDir, pglite }: OpenDatabaseOptions): Database => {
  if (pglite) return openPglite(pglite);
  if (databaseUrl) return openPostgres(databaseUrl);
  if (dataDir === 'memory://') return openPglite(new PGlite({ extensions: pgliteExtensions }));
  throw new Error(`openDatabase opens no folder (${dataDir}): use openConfiguredDatabase`);
};

export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/package-root';
import { durableNodeFs } from './pglite-durable-fs';
import { lockDataFolder } from './pglite-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The PostgreSQL server's address, for connections outside the pool (LISTEN); none on PGlite. */
  url?: string;
  /** Applies pending SQL migrations; safe to call from several processes at once. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// Any fixed number works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_311_042;

const openPostgres = (url: string): Database => {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection closed by the server (restart, failover) must not crash the process;
  // the pool drops it and opens a new one on next use.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
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
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        client.release();
      }
    },
    close: () => pool.end(),
  };
};

const openPglite = (client: PGlite, unlock: () => void = () => undefined): Database => {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
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

export const openDatabase = ({ databaseUrl, dataDir, pglite }: OpenDatabaseOptions): Database => {
  if (pglite) return openPglite(pglite);
  if (databaseUrl) return openPostgres(databaseUrl);
  if (dataDir === 'memory://') return openPglite(new PGlite());
  const folder = path.join(dataDir, 'pglite');
  mkdirSync(folder, { recursive: true });
  const unlock = lockDataFolder(path.join(dataDir, 'pglite.lock'));
  return openPglite(new PGlite({ fs: durableNodeFs(folder) }), unlock);
};

export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};

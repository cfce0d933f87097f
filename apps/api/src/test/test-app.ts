import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app/app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { openConfiguredDatabase } from '../db/embedded-folder';
import { withDatabase } from './global-setup';
import { adminConnection, TEMPLATES, type Template } from './postgres';

/**
 * scrypt at N = 2^10 in the API tests only, to keep hundreds of sign-ups fast; production's 2^17 (the
 * default, refused lower in production) is what the e2e suite and the demo run with.
 */
export const TEST_HASH_COST = 10;

export const testEnvironment = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  DEMO_MODE: 'true',
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  PUBLIC_URL: 'http://localhost:3000',
  PASSWORD_HASH_COST: String(TEST_HASH_COST),
  // Every injected request comes from one address; register.test.ts checks the real limit (5) on its own app.
  REGISTRATIONS_PER_HOUR_PER_IP: '1000',
  // Fixtures upload a checklist per application in a second; upload-quotas.test.ts checks the real limits.
  UPLOADS_PER_MINUTE: '1000',
};

/** A fresh database for one test file: a copy of a template, on PGlite or on PostgreSQL. */
const openTestDatabase = async (template: Template): Promise<Database & { drop: () => Promise<void> }> => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshots')[template])]);
    const database = openDatabase({
      dataDir: 'memory://',
      pglite: new PGlite({ loadDataDir: snapshot, extensions: pgliteExtensions }),
    });
    return { ...database, drop: async () => undefined };
  }
  const name = `visabridge_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminConnection(databaseUrl);
  await admin.query(`create database ${name} template ${TEMPLATES[template]}`);
  await admin.end();
  const database = openDatabase({ databaseUrl: withDatabase(databaseUrl, name), dataDir: 'memory://' });
  return {
    ...database,
    drop: async () => {
      const cleanup = await adminConnection(databaseUrl);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What a test may set besides the environment: a logger to read, a payment provider to use, a web build, the jobs. */
export type TestAppOptions = Pick<
  BuildAppOptions,
  'logger' | 'paymentProvider' | 'webRoot' | 'webServer' | 'runJobs'
>;

/** A test app whose warnings and errors a test reads: `logLines` holds each line written. */
export const createTestAppWithLog = async () => {
  const logLines: string[] = [];
  const test = await createTestApp(
    {},
    { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  );
  return { test, logLines };
};

/** A test app on a copy of a template: 'migrated' (countries only) unless told. */
export const createTestApp = async (
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
  template: Template = 'migrated',
) => {
  const database = await openTestDatabase(template);
  const config = loadConfig({ ...testEnvironment, ...environment });
  // No server drawing of pages unless a test asks for it: a test must not depend on a web build being there.
  const app = await buildApp({ config, database, webServer: null, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
};

/**
 * A server on the data folder and database an environment names, opened as `npm start` opens them: the
 * embedded folder must be there already (prepared from a snapshot, or restored).
 */
export const startServerInFolder = async (
  environment: Record<string, string | undefined>,
): Promise<TestApp> => {
  const config = loadConfig(environment);
  const database = await openConfiguredDatabase(config, () => Promise.reject(new Error('no folder to open')));
  const app = await buildApp({ config, database, webServer: null });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, db: database.db, database: { ...database, drop: async () => undefined }, config, close };
};

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedCountries } from '../db/seed/seed-countries';
import { adminConnection, TEMPLATE_DATABASE } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates and seeds the countries once per run, as the server does at start: a PGlite snapshot (and a
 * PostgreSQL template when DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'visabridge-test-'));
  const pglite = new PGlite();
  const database = openDatabase({ dataDir: 'memory://', pglite });
  await database.migrate();
  await seedCountries(database.db);
  const snapshot = path.join(folder, 'migrated.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = await adminConnection(databaseUrl);
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = openDatabase({
      databaseUrl: withDatabase(databaseUrl, TEMPLATE_DATABASE),
      dataDir: 'memory://',
    });
    await template.migrate();
    await seedCountries(template.db);
    await template.close();
  }

  return () => rmSync(folder, { recursive: true, force: true });
}

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { seedCountries } from '../db/seed/seed-countries';
import { seedContentPages } from '../features/content/seed-content-pages';
import { seedEntryRules } from '../domain/visa/seed-entry-rules';
import { seedEntryConditions } from '../domain/visa/shipped-entry-conditions';
import { importVisaDataset } from '../features/visa-data/import-dataset';
import { adminConnection, TEMPLATES, type Template } from './postgres';
import { currentEditionFile } from './shared-data';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshots: Record<Template, string>;
  }
}

/** The current shared edition, imported as an operator would. */
const importCurrentEdition = (database: Database) =>
  importVisaDataset({
    db: database.db,
    source: currentEditionFile,
    text: readFileSync(currentEditionFile, 'utf8'),
    editionDate: '2025-01-12',
  });

/**
 * Migrates and seeds the countries and content pages once per run, as the server does at start, then imports the current
 * edition on a copy: a PGlite snapshot of each (and PostgreSQL templates when DATABASE_URL is set), so a
 * test file copies a database instead of building one.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'visabridge-test-'));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = openDatabase({ dataDir: 'memory://', pglite });
  const snapshot = async (template: Template) => {
    // Uncompressed: every test file loads one, and skipping the gunzip makes each load a third quicker.
    const file = path.join(folder, `${template}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await database.migrate();
  await seedCountries(database.db);
  await seedContentPages(database.db);
  await seedEntryRules(database.db);
  await seedEntryConditions(database.db);
  const migrated = await snapshot('migrated');
  await importCurrentEdition(database);
  const edition = await snapshot('edition');
  await pglite.close();
  project.provide('pgliteSnapshots', { migrated, edition });

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = await adminConnection(databaseUrl);
    for (const name of Object.values(TEMPLATES)) await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${TEMPLATES.migrated}`);
    const template = openDatabase({
      databaseUrl: withDatabase(databaseUrl, TEMPLATES.migrated),
      dataDir: 'memory://',
    });
    await template.migrate();
    await seedCountries(template.db);
    await seedContentPages(template.db);
    await seedEntryRules(template.db);
    await seedEntryConditions(template.db);
    await template.close();
    await admin.query(`create database ${TEMPLATES.edition} template ${TEMPLATES.migrated}`);
    await admin.end();
    const withEdition = openDatabase({
      databaseUrl: withDatabase(databaseUrl, TEMPLATES.edition),
      dataDir: 'memory://',
    });
    await importCurrentEdition(withEdition);
    await withEdition.close();
  }

  return () => rmSync(folder, { recursive: true, force: true });
}

export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/embedded-folder';
import { seedCountries } from '../db/seed/seed-countries';
import { seedDemoApplications } from '../demo/demo-applications';
import { seedDemoData } from '../demo/seed-demo-data';
import { seedSamplePolicies } from '../demo/sample-policies';
import { seedContentPages } from '../features/content/seed-content-pages';
import { seedEntryRules } from '../domain/visa/seed-entry-rules';
import { seedEntryConditions } from '../domain/visa/shipped-entry-conditions';
import { sealStoredData } from '../features/data-keys/seal-stored-data';
import { useDataKeys } from '../lib/data-encryption';
import { importVisaDataOnFirstStart, logFirstStartImport } from '../features/visa-data/import-on-first-start';

type StartOptions = {
  config: Config;
  logger: FastifyServerOptions['logger'];
};

/**
 * Migrations, reference data, the first-start visa-data import and the demo, then the app. Every step
 * keeps what is there, so every start runs them all. Only the app that will serve runs the background jobs.
 */
const prepareAndBuild = async (database: Database, { config, logger }: StartOptions, willServe: boolean) => {
  const { db } = database;
  // Before any seeding: the demo's passport numbers are sealed as they are written.
  useDataKeys(config.dataKeys);
  await database.migrate();
  await seedCountries(db);
  await seedContentPages(db);
  await seedEntryRules(db);
  await seedEntryConditions(db);
  if (config.demoMode) await seedDemoData(db, config.passwordHashCost);
  // Before buildApp, so the requirements the app loads at start already include the import.
  const visaDataImport = await importVisaDataOnFirstStart({
    db,
    location: config.visaDataSource,
    editionDate: config.visaDataEditionDate,
  });
  if (config.demoMode) await seedSamplePolicies(db);
  const app = await buildApp({ config, database, logger, runJobs: willServe });
  logFirstStartImport({ log: app.log, result: visaDataImport });
  if (config.demoMode) await seedDemoApplications(db, app.visa.index, config.fees, app.documentStore);
  // Values written before encryption, or under a key since rotated away, are sealed under the current key.
  const sealed = await sealStoredData({ db, store: app.documentStore });
  if (Object.values(sealed).some(Boolean)) app.log.info(sealed, 'stored data sealed under the current key');
  return app;
};

/**
 * Opens the database and builds the app. A new embedded database is prepared before it is moved into
 * place (see embedded-folder); on PostgreSQL, instances starting at once take turns (whileStartingAlone),
 * so each step sees what the one before it did and seeds nothing twice.
 */
export const startApp = async (options: StartOptions) => {
  const database = await openConfiguredDatabase(options.config, async (created) => {
    const app = await prepareAndBuild(created, options, false);
    await app.close();
  });
  try {
    const app = await database.whileStartingAlone(() => prepareAndBuild(database, options, true));
    return { app, database };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
};

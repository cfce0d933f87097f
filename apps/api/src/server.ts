import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCountries } from './db/seed/seed-countries';
import { seedContentPages } from './modules/content/seed-content-pages';
import { seedDemoApplications } from './demo/demo-applications';
import { seedDemoData } from './demo/seed-demo-data';
import { seedSamplePolicies } from './demo/sample-policies';
import { startOutboxSender } from './jobs/outbox-sender';
import { importVisaDataOnFirstStart, logFirstStartImport } from './modules/visa-data/import-on-first-start';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
await seedCountries(database.db);
await seedContentPages(database.db);
if (config.demoMode) await seedDemoData(database.db, config.passwordHashCost);
// Before buildApp, so the requirements the app loads at start already include the import.
const visaDataImport = await importVisaDataOnFirstStart({
  db: database.db,
  location: config.visaDataSource,
  editionDate: config.visaDataEditionDate,
});
if (config.demoMode) await seedSamplePolicies(database.db);

let wakeMailer: () => void = () => undefined;
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel },
  wakeMailer: () => wakeMailer(),
  analyseDocuments: true,
});
logFirstStartImport({ log: app.log, result: visaDataImport });
if (config.demoMode) await seedDemoApplications(database.db, app.visa.index, config.fees, app.documentStore);
const mailer = startOutboxSender(database.db, config, app.log);
wakeMailer = mailer.wake;

let isClosing = false;
const shutdown = async (signal: string) => {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down: finishing open requests');
  const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await mailer.stop();
    await database.close();
  } finally {
    clearTimeout(forceExit);
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, demoMode: config.demoMode, publicUrl: config.publicUrl },
  `VisaBridge is ready on ${config.publicUrl}`,
);

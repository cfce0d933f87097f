// npm run data:import -- <file path or URL> [--date YYYY-MM-DD]
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/embedded-folder';
import { seedCountries } from '../db/seed/seed-countries';
import { describeChange, describeImport, describeLineError } from '../features/visa-data/describe-import';
import {
  importVisaDataset,
  InvalidDatasetError,
  resolveEditionDate,
  type ImportOutcome,
} from '../features/visa-data/import-dataset';
import { readVisaSource } from '../features/visa-data/read-source';

const USAGE = 'Usage: npm run data:import -- <file path or URL> [--date YYYY-MM-DD]';
const CHANGES_SHOWN = 10;

const readArguments = () => {
  try {
    const { positionals, values } = parseArgs({
      options: { date: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    const [location, ...extra] = positionals;
    if (values.help || !location || extra.length > 0) return null;
    return { location, editionDate: values.date };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
};

const prepare = async (database: Database) => {
  await database.migrate();
  await seedCountries(database.db);
};

const openAndPrepare = async (config: Config) => {
  let database: Database | undefined;
  try {
    // Refused with a clear message while a server holds the embedded database (see db/pglite-lock.ts).
    database = await openConfiguredDatabase(config, prepare);
    await prepare(database);
    return database;
  } catch (error) {
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    await database?.close().catch(() => undefined);
    return null;
  }
};

const reportFailure = (error: unknown) => {
  if (error instanceof InvalidDatasetError) {
    console.error(error.message);
    for (const problem of error.problems) console.error(`  ${describeLineError(problem)}`);
    if (error.unreportedProblems > 0) console.error(`  ... and ${error.unreportedProblems} more`);
    return;
  }
  console.error(error instanceof Error ? error.message : String(error));
};

const printOutcome = (outcome: ImportOutcome) => {
  const [headline, ...details] = describeImport(outcome);
  console.log(headline);
  for (const line of details) console.log(`  ${line}`);
  if (outcome.status !== 'imported') return;
  for (const change of outcome.changes.slice(0, CHANGES_SHOWN)) console.log(`    ${describeChange(change)}`);
  const rest = outcome.changes.length - CHANGES_SHOWN;
  if (rest > 0) console.log(`    ... and ${rest} more (table visa_requirement_changes)`);
};

const runImport = async () => {
  const options = readArguments();
  if (!options) {
    console.error(USAGE);
    return 1;
  }
  // A wrong --date fails here, before the database opens or a download starts.
  const editionDate = resolveEditionDate({ editionDate: options.editionDate, source: options.location });
  const config = loadConfig();
  const database = await openAndPrepare(config);
  if (!database) return 1;
  try {
    console.log(`Reading ${options.location} ...`);
    // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
    const { source, text } = await readVisaSource({
      location: options.location,
      baseDir: process.env.INIT_CWD,
    });
    const outcome = await importVisaDataset({
      db: database.db,
      source,
      text,
      editionDate,
      tellTravellers: { publicUrl: config.publicUrl, offered: config.interfaceLanguages },
    });
    printOutcome(outcome);
    return 0;
  } catch (error) {
    reportFailure(error);
    return 1;
  } finally {
    await database.close();
  }
};

process.exitCode = await runImport().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});

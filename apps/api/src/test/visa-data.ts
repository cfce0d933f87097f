import { readFileSync } from 'node:fs';
import { seedCountries } from '../db/seed/seed-countries';
import { importVisaDataset } from '../modules/visa-data/import-dataset';
import { currentEditionFile } from './shared-data';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Imports the current shared edition into a test app's database and refreshes its in-memory index. */
export const loadCurrentEdition = async (test: TestApp) => {
  await seedCountries(test.db);
  await importVisaDataset({
    db: test.db,
    source: currentEditionFile,
    text: readFileSync(currentEditionFile, 'utf8'),
    editionDate: '2025-01-12',
  });
  await test.app.visa.index.reload();
};

/** A test app whose database already holds the current edition. */
export const createTestAppWithVisaData = async (
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
) => {
  const test = await createTestApp(environment, options);
  await loadCurrentEdition(test);
  return test;
};

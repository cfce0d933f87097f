import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../../db/seed/seed-countries';
import { currentEditionFile } from '../../test/shared-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bundledEditionFile, importVisaDataOnFirstStart } from './import-on-first-start';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedCountries(test.db);
});
afterAll(() => test.close());

describe('the first start of a fresh database with no VISA_DATA_SOURCE', () => {
  it('ships the current Passport Index edition unchanged', () => {
    expect(readFileSync(bundledEditionFile, 'utf8')).toBe(readFileSync(currentEditionFile, 'utf8'));
  });

  it('imports the shipped edition with its true date and answers India -> United States', async () => {
    const result = await importVisaDataOnFirstStart({ db: test.db, location: undefined });
    expect(result).toMatchObject({
      status: 'done',
      outcome: { status: 'imported', edition: { editionDate: '2025-01-12', corridors: 39_402 } },
    });
    await test.app.visa.index.reload();

    const status = await test.app.inject({ method: 'GET', url: '/api/visa/data-status' });
    // The edition names its file, not where the server keeps it.
    expect(status.json().data).toMatchObject({
      edition: { editionDate: '2025-01-12', source: 'passport-index-tidy-iso2-2025-01-12.csv' },
      notice: null,
    });
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/visa/requirements',
      payload: { fromCountry: 'IN', toCountry: 'US', purpose: 'tourist' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      category: 'visa_required',
      isRequired: true,
      edition: { editionDate: '2025-01-12' },
    });
  });

  it('leaves the data alone on later starts', async () => {
    expect(await importVisaDataOnFirstStart({ db: test.db, location: undefined })).toEqual({
      status: 'present',
    });
  });
});

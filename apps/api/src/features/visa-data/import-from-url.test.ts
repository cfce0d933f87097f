import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCountries } from '../../db/seed/seed-countries';
import { countries, visaRequirementChanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importVisaDataset, InvalidDatasetError } from './import-dataset';
import { importVisaDataOnFirstStart, logFirstStartImport } from './import-on-first-start';
import { readVisaSource } from './read-source';

const firstEdition = [
  'Passport,Destination,Requirement',
  'FR,DE,visa free',
  'DE,FR,visa free',
  'FR,FR,-1',
  'DE,DE,-1',
];
const secondEdition = ['Passport,Destination,Requirement', 'FR,DE,90', 'FR,FR,-1', 'JP,FR,90', 'JP,JP,-1'];
const files: Record<string, string> = {
  '/index-2025-03-01.csv': firstEdition.join('\n'),
  '/index-2025-04-01.csv': `${secondEdition.join('\r\n')}\r\n`,
};

let test: TestApp;
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  test = await createTestApp();
  await seedCountries(test.db);
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/csv' }).end(body ?? 'missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

describe('importing from a URL on first start (VISA_DATA_SOURCE)', () => {
  it('reports a failed download without throwing, so the server keeps serving', async () => {
    const result = await importVisaDataOnFirstStart({ db: test.db, location: `${baseUrl}/gone.csv` });
    expect(result).toMatchObject({ status: 'failed' });
    if (result.status !== 'failed') return;
    expect(String(result.error)).toContain(`Could not download ${baseUrl}/gone.csv: HTTP 404 Not Found`);
  });

  it('imports the URL, dated from its name, and marks only its countries active', async () => {
    const result = await importVisaDataOnFirstStart({
      db: test.db,
      location: `${baseUrl}/index-2025-03-01.csv`,
    });
    expect(result).toMatchObject({
      status: 'done',
      outcome: {
        status: 'imported',
        edition: {
          source: `${baseUrl}/index-2025-03-01.csv`,
          editionDate: '2025-03-01',
          corridors: 2,
          changes: 0,
        },
      },
    });
    const active = await test.db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.isActive, true));
    expect(active.map((row) => row.code).sort()).toEqual(['DE', 'FR']);
  });

  it('logs a bad file with its problems by line, without a stack trace', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const error = new InvalidDatasetError([{ line: 3, message: "unknown destination code 'QQ'" }], 0);
    logFirstStartImport({
      log: log as unknown as FastifyBaseLogger,
      result: { status: 'failed', location: 'x.csv', error },
    });
    expect(log.error).toHaveBeenCalledWith(
      { code: 'VISA_DATA_INVALID', problems: ["line 3: unknown destination code 'QQ'"] },
      'Could not import visa requirement data from x.csv: The file has 1 problem; nothing was imported. ' +
        'The server runs on; the checker shows a notice until data is imported.',
    );
  });

  it('does nothing on later starts once an edition exists', async () => {
    const result = await importVisaDataOnFirstStart({
      db: test.db,
      location: `${baseUrl}/index-2025-04-01.csv`,
    });
    expect(result).toEqual({ status: 'present' });
  });
});

describe('a newer edition that adds and removes corridors', () => {
  it('records added corridors with no previous value and removed ones with no current value', async () => {
    const { source, text } = await readVisaSource({ location: `${baseUrl}/index-2025-04-01.csv` });
    const outcome = await importVisaDataset({ db: test.db, source, text });
    expect(outcome.status).toBe('imported');
    const changes = await test.db
      .select({
        passport: visaRequirementChanges.passport,
        destination: visaRequirementChanges.destination,
        previous: visaRequirementChanges.previous,
        current: visaRequirementChanges.current,
      })
      .from(visaRequirementChanges)
      .where(eq(visaRequirementChanges.editionId, outcome.edition.id))
      .orderBy(visaRequirementChanges.id);
    expect(changes).toEqual([
      { passport: 'DE', destination: 'FR', previous: 'visa free', current: null },
      { passport: 'FR', destination: 'DE', previous: 'visa free', current: '90' },
      { passport: 'JP', destination: 'FR', previous: null, current: '90' },
    ]);
    expect(outcome.edition).toMatchObject({
      editionDate: '2025-04-01',
      corridors: 2,
      passports: 2,
      changes: 3,
    });
  });
});

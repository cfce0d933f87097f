import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../../db/seed/seed-countries';
import { countries, visaDataEditions, visaRequirementChanges, visaRequirements } from '../../db/schema';
import { apiRoot } from '../../lib/package-root';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importVisaDataset, InvalidDatasetError, resolveEditionDate } from './import-dataset';
import { readVisaSource } from './read-source';

const datasetFolder = process.env.SHARED_DIR
  ? path.join(process.env.SHARED_DIR, 'data', 'passport-index')
  : path.resolve(apiRoot, '../../../shared/data/passport-index');
const olderEdition = path.join(datasetFolder, 'passport-index-tidy-iso2-2025-01-02.csv');
const currentEditionFile = path.join(datasetFolder, 'passport-index-tidy-iso2.csv');

/** What changed between the two shared files, worked out here without the importer. */
const expectedChanges = () => {
  const read = (file: string) =>
    new Map(
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => [line.slice(0, 5), line.slice(6)]),
    );
  const before = read(olderEdition);
  return [...read(currentEditionFile)].filter(([corridor, value]) => before.get(corridor) !== value);
};

/** A port nothing listens on: taken from the system, then released. */
const closedPort = async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedCountries(test.db);
});
afterAll(() => test.close());

const importFile = async (file: string, editionDate?: string) => {
  const { source, text } = await readVisaSource({ location: file });
  return importVisaDataset({ db: test.db, source, text, editionDate });
};
const requirementOf = async (passport: string, destination: string) => {
  const [row] = await test.db
    .select()
    .from(visaRequirements)
    .where(and(eq(visaRequirements.passport, passport), eq(visaRequirements.destination, destination)));
  return row?.requirement;
};
/** One fingerprint of every stored requirement, to prove a failed import left them alone. */
const requirementsFingerprint = async () => {
  const [row] = await test.db
    .select({
      fingerprint: sql<string>`md5(string_agg(passport || destination || requirement || edition_id, ',' order by passport, destination))`,
    })
    .from(visaRequirements);
  return row?.fingerprint;
};

describe('importing the two shared Passport Index editions', () => {
  it('imports the older edition: 39,402 corridors, 199 passports and destinations, no changes', async () => {
    const outcome = await importFile(olderEdition);
    expect(outcome.status).toBe('imported');
    expect(outcome.edition).toMatchObject({
      source: olderEdition,
      editionDate: '2025-01-02',
      corridors: 39_402,
      passports: 199,
      destinations: 199,
      changes: 0,
    });
    expect(await test.db.$count(visaRequirements, eq(visaRequirements.editionId, outcome.edition.id))).toBe(
      39_601,
    );
    expect(await test.db.$count(visaRequirementChanges)).toBe(0);
    expect(await requirementOf('AD', 'AU')).toBe('e-visa');
    expect(await requirementOf('AD', 'AD')).toBe('-1');
    expect(await test.db.$count(countries, eq(countries.isActive, true))).toBe(199);
    const [antarctica] = await test.db.select().from(countries).where(eq(countries.code, 'AQ'));
    expect(antarctica?.isActive).toBe(false);
  });

  it('treats re-importing the same data as a no-op, whatever the line order or line endings', async () => {
    const [edition] = await test.db.select().from(visaDataEditions);
    const again = await importFile(olderEdition);
    expect(again).toEqual({ status: 'unchanged', edition });

    const [header, ...rows] = readFileSync(olderEdition, 'utf8').trim().split('\n');
    const reordered = `\uFEFF${[header, ...rows.reverse()].join('\r\n')}\r\n`;
    const outcome = await importVisaDataset({
      db: test.db,
      source: 'reordered.csv',
      text: reordered,
      editionDate: '2025-01-12',
    });
    expect(outcome.status).toBe('unchanged');
    expect(await test.db.$count(visaDataEditions)).toBe(1);
  });

  it('imports the current edition and records each of the 819 changed corridors, old -> new', async () => {
    const outcome = await importFile(currentEditionFile, '2025-01-12');
    if (outcome.status !== 'imported') throw new Error('expected an import');
    expect(outcome.edition).toMatchObject({ editionDate: '2025-01-12', corridors: 39_402, changes: 819 });
    expect(outcome.changes).toHaveLength(819);

    const recorded = await test.db
      .select()
      .from(visaRequirementChanges)
      .where(eq(visaRequirementChanges.editionId, outcome.edition.id));
    expect(recorded).toHaveLength(819);
    expect(recorded).toContainEqual(
      expect.objectContaining({ passport: 'AD', destination: 'AU', previous: 'e-visa', current: 'eta' }),
    );
    expect(recorded).toContainEqual(
      expect.objectContaining({ passport: 'AD', destination: 'CA', previous: 'e-visa', current: 'eta' }),
    );
    const byCorridor = new Map(
      recorded.map((change) => [`${change.passport},${change.destination}`, change]),
    );
    for (const [corridor, value] of expectedChanges()) expect(byCorridor.get(corridor)?.current).toBe(value);

    expect(await requirementOf('AD', 'AU')).toBe('eta');
    expect(await test.db.$count(visaRequirements)).toBe(39_601);
    // Rows keep the edition that last set their value.
    expect(await test.db.$count(visaRequirements, eq(visaRequirements.editionId, outcome.edition.id))).toBe(
      819,
    );
  });

  it('refuses to import the replaced older edition again, and says why', async () => {
    await expect(importFile(olderEdition)).rejects.toMatchObject({
      code: 'VISA_DATA_EDITION_REPLACED',
      message: expect.stringContaining('edition of 2025-01-02'),
    });
  });

  it('changes nothing when the file has errors, and lists them by line', async () => {
    const editionsBefore = await test.db.$count(visaDataEditions);
    const fingerprintBefore = await requirementsFingerprint();
    const lines = readFileSync(currentEditionFile, 'utf8').trim().split('\n');
    lines[2] = 'AF,QQ,visa required';
    lines[3] = 'AF,AD,sometimes';
    lines.push(lines[1] ?? '');
    const rejection = importVisaDataset({
      db: test.db,
      source: 'broken-2025-02-01.csv',
      text: lines.join('\n'),
    });

    await expect(rejection).rejects.toBeInstanceOf(InvalidDatasetError);
    await expect(rejection).rejects.toMatchObject({
      message: 'The file has 3 problems; nothing was imported.',
      problems: [
        { line: 3, message: "unknown destination code 'QQ'" },
        { line: 4, message: "unknown requirement value 'sometimes'" },
        { line: 39_603, message: 'duplicate corridor AF -> AL, also on line 2' },
      ],
    });
    expect(await test.db.$count(visaDataEditions)).toBe(editionsBefore);
    expect(await requirementsFingerprint()).toBe(fingerprintBefore);
  });

  it('rejects a file with a wrong header before touching the database', async () => {
    const text = readFileSync(currentEditionFile, 'utf8').replace(/^Passport/, 'Nationality');
    await expect(importVisaDataset({ db: test.db, source: 'x-2025-02-01.csv', text })).rejects.toMatchObject({
      problems: [
        {
          line: 1,
          message:
            "the header must be 'Passport,Destination,Requirement', found 'Nationality,Destination,Requirement'",
        },
      ],
    });
  });
});

describe('reading the dataset from its source', () => {
  it('says which file was not found', async () => {
    const missing = path.join(datasetFolder, 'no-such-file.csv');
    await expect(readVisaSource({ location: missing })).rejects.toThrow(`File not found: ${missing}`);
  });

  it('says why a URL could not be downloaded', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/passport-index.csv`;
    await expect(readVisaSource({ location: url })).rejects.toThrow(
      `Could not download ${url}: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    // fetch refuses some ports outright (9 is "discard"); the reason still reaches the message.
    await expect(readVisaSource({ location: 'http://127.0.0.1:9/x.csv' })).rejects.toThrow(
      'Could not download http://127.0.0.1:9/x.csv: bad port (fetch never connects to it)',
    );
  });

  it('refuses an edition date that is not a calendar date', () => {
    for (const editionDate of ['2025-02-30', '2025-13-01', '12/01/2025']) {
      expect(() => resolveEditionDate({ editionDate, source: 'x.csv' })).toThrow(
        `Edition date must be a date as YYYY-MM-DD, not '${editionDate}'`,
      );
    }
    expect(resolveEditionDate({ source: 'https://example.com/data/index-2024-12-31.csv?raw=1' })).toBe(
      '2024-12-31',
    );
  });

  it('refuses to date an edition by the day of its import', async () => {
    const message =
      'The edition date of passport-index-tidy-iso2.csv is unknown: give it with --date YYYY-MM-DD ' +
      '(or VISA_DATA_EDITION_DATE), or use a file name that carries it';
    expect(() => resolveEditionDate({ source: '/tmp/passport-index-tidy-iso2.csv' })).toThrow(message);
    await expect(importFile(currentEditionFile)).rejects.toThrow(message);
  });
});

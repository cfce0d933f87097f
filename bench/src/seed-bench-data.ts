import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { sessions, users } from '../../apps/api/src/db/schema';
import { seedCountries } from '../../apps/api/src/db/seed/seed-countries';
import { seedDemoData } from '../../apps/api/src/demo/seed-demo-data';
import { seedContentPages } from '../../apps/api/src/features/content/seed-content-pages';
import { PRODUCTION_HASH_COST } from '../../apps/api/src/domain/identity/passwords';
import { importVisaDataset } from '../../apps/api/src/features/visa-data/import-dataset';
import { VISA_EDITION_DATE } from './visa-corridors';

const FILLER_USERS = 2_000;
const BATCH = 500;

/**
 * The content pages (the demo accounts accept their current versions, as on a server's start) and
 * the demo accounts, plus enough other users with a session each that lookups go through the
 * primary-key indexes the way they do on a live database rather than scanning a five-row table.
 */
export const seedBenchData = async (db: Db) => {
  await seedContentPages(db);
  await seedDemoData(db, PRODUCTION_HASH_COST);
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let start = 0; start < FILLER_USERS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, FILLER_USERS - start) }, (_, offset) => ({
      email: `filler-${start + offset}@bench.visabridge.test`,
      firstName: 'Filler',
      lastName: `User ${start + offset}`,
    }));
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    await db.insert(sessions).values(inserted.map(({ id }) => ({ userId: id, expiresAt })));
  }
  await db.execute(sql`analyze`);
};

/** Imports the Passport Index file with the API's own importer, as `npm run data:import` does. */
export const importBenchVisaData = async (db: Db, file: string) => {
  await seedCountries(db);
  const text = await readFile(file, 'utf8');
  await importVisaDataset({ db, source: file, text, editionDate: VISA_EDITION_DATE });
  await db.execute(sql`analyze`);
};

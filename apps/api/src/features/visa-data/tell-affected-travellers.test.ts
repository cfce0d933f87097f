import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../../db/seed/seed-countries';
import { applications, emailOutbox, notifications } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importVisaDataset } from './import-dataset';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedCountries(test.db);
});
afterAll(() => test.close());

const edition = (nigeriaToBritain: string) =>
  [
    'Passport,Destination,Requirement',
    'NG,GB,' + nigeriaToBritain,
    'NG,FR,visa required',
    'GB,NG,visa required',
    'FR,NG,e-visa',
    'GB,FR,90',
    'FR,GB,90',
  ].join('\n');
const importEdition = (text: string, editionDate: string) =>
  importVisaDataset({
    db: test.db,
    source: `test-${editionDate}.csv`,
    text,
    editionDate,
    publicUrl: 'https://visa.example',
  });

const application = async (userId: string, toCountry: string, status: string) => {
  await test.db.insert(applications).values({
    userId,
    fromCountry: 'NG',
    toCountry,
    status,
    visaType: 'Visitor visa',
    purpose: 'tourist',
    baseFee: 0,
    processingFee: 0,
    serviceFee: 0,
    currency: 'USD',
  });
};

describe('a new visa data edition', () => {
  it('tells exactly the travellers with an open trip on a changed corridor, once each, in the bell and by email', async () => {
    await importEdition(edition('visa required'), '2026-01-01');
    const [drafting, applied, twice, elsewhere, decided] = await Promise.all(
      Array.from({ length: 5 }, () => createUser(test.db)),
    );
    if (!drafting || !applied || !twice || !elsewhere || !decided) throw new Error('users missing');
    await application(drafting.id, 'GB', 'draft');
    await application(applied.id, 'GB', 'in_review');
    await application(twice.id, 'GB', 'draft');
    await application(twice.id, 'GB', 'pending');
    await application(elsewhere.id, 'FR', 'draft');
    await application(decided.id, 'GB', 'approved');

    await importEdition(edition('e-visa'), '2026-02-01');
    const everyone = [drafting, applied, twice, elsewhere, decided].map((user) => user.id);
    const told = await test.db.select().from(notifications).where(inArray(notifications.userId, everyone));
    expect(told.map((item) => item.userId).sort()).toEqual([drafting.id, applied.id, twice.id].sort());
    expect(told[0]).toMatchObject({
      category: 'travel_intelligence',
      title: 'Entry rules changed: United Kingdom',
    });
    expect(told[0]?.message).toContain('Visa required → e-Visa');
    const emails = await test.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(emailOutbox.recipient, [
          drafting.email,
          applied.email,
          twice.email,
          elsewhere.email,
          decided.email,
        ]),
      );
    expect(emails.map((email) => email.recipient).sort()).toEqual(
      [drafting.email, applied.email, twice.email].sort(),
    );
    expect(emails[0]?.body).toContain('https://visa.example/applications/');

    await importEdition(edition('e-visa'), '2026-02-01');
    expect(await test.db.select().from(notifications).where(eq(notifications.userId, twice.id))).toHaveLength(
      1,
    );
  });
});

import type { InterfaceLanguage } from '@visabridge/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCountries } from '../../db/seed/seed-countries';
import { applications, emailOutbox, notifications, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importVisaDataset } from './import-dataset';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  await seedCountries(test.db);
});
afterAll(() => test.close());

const edition = (nigeriaToBritain: string, franceToBritain = '90') =>
  [
    'Passport,Destination,Requirement',
    'NG,GB,' + nigeriaToBritain,
    'NG,FR,visa required',
    'GB,NG,visa required',
    'FR,NG,e-visa',
    'GB,FR,90',
    `FR,GB,${franceToBritain}`,
  ].join('\n');
const importEdition = (text: string, editionDate: string, offered: InterfaceLanguage[] = ['en']) =>
  importVisaDataset({
    db: test.db,
    source: `test-${editionDate}.csv`,
    text,
    editionDate,
    tellTravellers: { publicUrl: 'https://visa.example', offered },
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

  it('tells a Spanish account in Spanish where the site offers it, and in English where it does not', async () => {
    const reader = await createUser(test.db);
    await test.db.update(users).set({ interfaceLanguage: 'es' }).where(eq(users.id, reader.id));
    await application(reader.id, 'GB', 'draft');
    const latestNotice = async () =>
      (
        await test.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, reader.id))
          .orderBy(desc(notifications.createdAt))
          .limit(1)
      )[0];

    await importEdition(edition('visa required', '60'), '2026-03-01', ['en', 'es']);
    expect(await latestNotice()).toMatchObject({
      title: 'Cambio en las normas de entrada: Reino Unido',
      message:
        'Los datos de visados del 1 de marzo de 2026 han cambiado el requisito para viajar a Reino Unido con pasaporte de Nigeria: Visa electrónica → Visa obligatoria. Compruebe qué necesita ahora su solicitud.',
    });
    const [email] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, reader.email));
    expect(email?.subject).toBe('Han cambiado los requisitos de entrada en Reino Unido');
    expect(email?.body).toContain('Hola, Test:');

    await importEdition(edition('90', '30'), '2026-04-01');
    expect(await latestNotice()).toMatchObject({
      title: 'Entry rules changed: United Kingdom',
      message: expect.stringContaining('Visa required → Visa free (90 days)'),
    });
  });
});

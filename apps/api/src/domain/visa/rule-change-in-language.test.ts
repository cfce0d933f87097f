import { formatLocaleOf, formatMoney, type InterfaceLanguage } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 120_000);
afterAll(() => test.close());

/** A traveller reading `language` in `region`, with a draft for a Japanese passport to South Korea arriving on 10 May 2027. */
const traveller = async (language: InterfaceLanguage, region: string) => {
  const { user, headers } = await createSignedInUser(test);
  await test.db
    .update(users)
    .set({ interfaceLanguage: language, language: region })
    .where(eq(users.id, user.id));
  const draft = {
    fromCountry: 'JP',
    toCountry: 'KR',
    purpose: 'tourist',
    travelInfo: { plannedArrivalDate: '2027-05-10' },
  };
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: draft,
    headers,
  });
  expect(created.statusCode).toBe(201);
  return user;
};

const newsFor = async (user: { id: string; email: string }) => {
  const [notice] = await test.db.select().from(notifications).where(eq(notifications.userId, user.id));
  const [email] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email));
  return { notice: notice?.message ?? '', email: email?.body ?? '' };
};

describe('a changed entry rule, told with its dates and amounts in the reader’s language', () => {
  it('writes the arrival and the fee in Spanish for a Spanish reader in the United States, and in English for an English one', async () => {
    const spanish = await traveller('es', 'en-US');
    const english = await traveller('en', 'en-US');
    const german = await traveller('en', 'de-DE');
    const rule = {
      passports: ['JP'],
      destination: 'KR',
      purposes: ['tourist'],
      category: 'eta',
      authorisationName: 'Korea Electronic Travel Authorization',
      startsOn: '2027-05-01',
      applyUrl: 'https://www.k-eta.go.kr',
      fees: [{ from: '2026-11-01', amount: 10000, currency: 'KRW' }],
      source: 'https://www.k-eta.go.kr',
      recordedOn: '2026-11-28',
      recordedBy: 'Test admin',
    };
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/visa/entry-rules',
      payload: rule,
      headers: admin,
    });
    expect(created.statusCode).toBe(201);

    const inSpanish = await newsFor(spanish);
    for (const text of [inSpanish.notice, inSpanish.email]) {
      expect(text).toContain('10 de mayo de 2027');
      expect(text).toContain('(tasa oficial: KRW\u00a010,000)');
      expect(text).not.toContain('May');
    }
    expect((await newsFor(english)).notice).toContain(
      'your trip arriving on May 10, 2027: Visa free → Korea Electronic Travel Authorization (government fee: ₩10,000)',
    );
    // An English reader's German region writes the date and the fee wholly its own way.
    expect((await newsFor(german)).notice).toContain('arriving on 10. Mai 2027');
    expect((await newsFor(german)).notice).toContain(
      formatMoney(10000, 'KRW', formatLocaleOf('en', 'de-DE')),
    );
  });
});

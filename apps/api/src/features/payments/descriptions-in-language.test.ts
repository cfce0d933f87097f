import type { InterfaceLanguage } from '@visabridge/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, payments, users } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication, payThroughApi } from '../../test/payments';
import { savedChild } from '../../test/saved-travellers';
import { tripCalls } from '../../test/trips';
import type { TestApp } from '../../test/test-app';
import { paymentDescriptionTexts } from './payment-description-texts';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' }));
}, 120_000);
afterAll(() => test.close());

/** A traveller reading `language` with one application submitted to the United Kingdom. */
const traveller = async (language: InterfaceLanguage) => {
  const signedIn = await createSignedInUser(test);
  await test.db.update(users).set({ interfaceLanguage: language }).where(eq(users.id, signedIn.user.id));
  const application = await api.submitted(signedIn.headers);
  return { ...signedIn, application };
};

const ownPayments = async (headers: Record<string, string>) => {
  const response = await api.call('GET', '/api/payments', headers);
  expect(response.statusCode).toBe(200);
  return response.json().data.items as { id: string; description: string }[];
};

describe('what a payment paid for, in the reader’s language', () => {
  it('describes a Spanish reader’s payment in Spanish, while the ledger keeps the English it stored', async () => {
    const { headers, application } = await traveller('es');
    const paid = await payApplication(test, headers, application.id);
    const [listed] = await ownPayments(headers);
    expect(listed?.description).toBe(
      `Tasas de visado de la solicitud ${application.referenceNumber} (Reino Unido)`,
    );
    const [stored] = await test.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(stored?.description).toBe(
      `Visa fees for application ${application.referenceNumber} (United Kingdom)`,
    );
  });

  it('keeps English exactly as stored', async () => {
    const { headers, application } = await traveller('en');
    await payApplication(test, headers, application.id);
    const [listed] = await ownPayments(headers);
    expect(listed?.description).toBe(
      `Visa fees for application ${application.referenceNumber} (United Kingdom)`,
    );
  });

  it('follows the page’s language over the account’s, from the intent on', async () => {
    const { headers, application } = await traveller('es');
    const intent = await api.call(
      'POST',
      '/api/payments/create-intent',
      { ...headers, 'accept-language': 'ar' },
      {
        applicationId: application.id,
      },
    );
    expect(intent.statusCode).toBe(201);
    expect(intent.json().data.description).toBe(
      `رسوم التأشيرة للطلب ${application.referenceNumber} (المملكة المتحدة)`,
    );
  });

  it('tells a Spanish payer what they paid for in Spanish, in the bell and by email', async () => {
    const { user, headers, application } = await traveller('es');
    await payApplication(test, headers, application.id);
    const spanishDescription = `Tasas de visado de la solicitud ${application.referenceNumber} (Reino Unido)`;
    const [notice] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.category, 'payment')));
    expect(notice?.message).toContain(spanishDescription);
    const [email] = await test.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, user.email), like(emailOutbox.subject, 'Pago recibido%')));
    expect(email?.subject).toContain(spanishDescription);
    expect(email?.body).not.toContain('Visa fees');
  });

  it('describes a trip’s payment and each traveller’s line in Arabic, the travellers counted as Arabic does', async () => {
    const me = await createSignedInUser(test);
    const trip = await tripCalls(api).submittedFamily(me.headers, savedChild);
    const paid = await payThroughApi(test, me.headers, { tripId: trip.id });
    const response = await api.call('GET', '/api/payments', { ...me.headers, 'accept-language': 'ar' });
    const listed = response.json().data.items.find((payment: { id: string }) => payment.id === paid.id);
    expect(listed.description).toBe(`رسوم التأشيرة للرحلة ${listed.tripReference} (اليابان): مسافران`);
    expect(listed.lines.map((line: { description: string }) => line.description)).toEqual(
      listed.lines.map(
        (line: { referenceNumber: string }) => `رسوم التأشيرة للطلب ${line.referenceNumber} (اليابان)`,
      ),
    );
  });

  it('refuses another traveller’s payment list to show theirs, whatever the language', async () => {
    const { headers, application } = await traveller('es');
    await payApplication(test, headers, application.id);
    const stranger = await createSignedInUser(test);
    expect(await ownPayments({ ...stranger.headers, 'accept-language': 'es' })).toEqual([]);
  });
});

describe('a trip’s travellers counted by each language’s plural rules', () => {
  const tripIn = (language: 'en' | 'es' | 'ar', travellers: number) =>
    paymentDescriptionTexts[language].trip('T-1', 'X', travellers);

  it('keeps English as it was stored', () => {
    expect(tripIn('en', 1)).toBe('Visa fees for trip T-1 (X): 1 traveller');
    expect(tripIn('en', 3)).toBe('Visa fees for trip T-1 (X): 3 travellers');
  });

  it('says one or many travellers in Spanish', () => {
    expect(tripIn('es', 1)).toBe('Tasas de visado del viaje T-1 (X): 1 viajero');
    expect(tripIn('es', 2)).toBe('Tasas de visado del viaje T-1 (X): 2 viajeros');
  });

  it('uses Arabic’s six plural forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => tripIn('ar', count).split(': ')[1])).toEqual([
      'لا مسافرين',
      'مسافر واحد',
      'مسافران',
      '3 مسافرين',
      '11 مسافرًا',
      '100 مسافر',
    ]);
  });
});

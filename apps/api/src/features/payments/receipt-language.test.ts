import { formatDateIn, formatLocaleOf } from '@visabridge/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' }));
}, 120_000);
afterAll(() => test.close());

/** A traveller whose account reads `language` in `region`, with one application paid by card. */
const paidTraveller = async (language: 'en' | 'es' | 'zh' | 'ar' = 'en', region = 'en-US') => {
  const signedIn = await createSignedInUser(test);
  await test.db
    .update(users)
    .set({ interfaceLanguage: language, language: region })
    .where(eq(users.id, signedIn.user.id));
  const application = await api.submitted(signedIn.headers);
  const payment = await payApplication(test, signedIn.headers, application.id);
  return { ...signedIn, application, payment };
};

const receiptText = async (paymentId: string, headers: Record<string, string>) => {
  const response = await api.call('GET', `/api/payments/${paymentId}/receipt`, headers);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

describe('receipts in the reader’s language', () => {
  it('writes a Spanish reader’s receipt in Spanish, with its reference and amounts unchanged', async () => {
    const { headers, application, payment } = await paidTraveller('es');
    const text = await receiptText(payment.id, headers);
    for (const expected of [
      'RECIBO',
      'Número de recibo',
      'Forma de pago',
      'Total pagado',
      'Tarifa de tramitación de VisaBridge',
      'MODO DE PRUEBA: no se ha cargado ninguna tarjeta real ni se ha movido dinero.',
      application.referenceNumber,
      '$25.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Total paid');
  });

  it('writes a Spanish reader’s dates and amounts in Spanish, as their region writes them', async () => {
    const { headers, payment } = await paidTraveller('es');
    const text = await receiptText(payment.id, headers);
    const today = new Date();
    expect(text).toContain(formatDateIn(formatLocaleOf('es', 'en-US'), today, 'short'));
    expect(text).not.toContain(formatDateIn('en-US', today, 'short'));
  });

  it('tells a Spanish reader in Germany the amount paid as Spanish writes it there, in the bell and by email', async () => {
    const { user } = await paidTraveller('es', 'de-DE');
    const [notice] = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.category, 'payment')));
    const [email] = await test.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, user.email), like(emailOutbox.subject, 'Pago recibido%')));
    // Spanish in Germany says "US$"; German alone would write "25,00 $".
    expect(notice?.message).toContain('Su pago de 25,00\u00a0US$ (');
    expect(email?.subject).toContain('25,00\u00a0US$');
  });

  it('follows the language the page asks in (Accept-Language) over the account’s', async () => {
    const { headers, payment } = await paidTraveller('es');
    const text = await receiptText(payment.id, { ...headers, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(text).toContain('REÇU');
    expect(text).toContain('Total payé');
    expect(text).not.toContain('Total pagado');
  });

  it('draws a Chinese receipt in a font that has the characters, so its words read back', async () => {
    const { headers, payment } = await paidTraveller('zh');
    const text = await receiptText(payment.id, headers);
    for (const expected of ['收据', '收据编号', '付款方式', '实付总额', 'VisaBridge 办理费', '$25.00'])
      expect(text).toContain(expected);
  });

  it('draws an Arabic receipt right to left, its amounts (with Latin digits) and reference kept as written', async () => {
    const { headers, application, payment } = await paidTraveller('ar');
    const text = await receiptText(payment.id, headers);
    // Words drawn with joined letter pairs (لا) read back reversed by extractors; these have none.
    for (const expected of [
      'إيصال',
      'الدافع',
      'المبلغ',
      'المدفوع',
      'الحالة',
      application.referenceNumber,
      // Arabic as the account's region (en-US) writes amounts: its digits, Arabic's order.
      '25.00 US$',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('RECEIPT');
  });

  it('writes in English a language the site does not offer, or one it has not been asked for', async () => {
    const { headers, payment } = await paidTraveller();
    expect(await receiptText(payment.id, { ...headers, 'accept-language': 'ja-JP' })).toContain('Total paid');
    const offeringEnglishOnly = await createApplicationsTestApp({ INTERFACE_LANGUAGES: 'en' });
    try {
      const traveller = await createSignedInUser(offeringEnglishOnly.test);
      const application = await offeringEnglishOnly.api.submitted(traveller.headers);
      const paid = await payApplication(offeringEnglishOnly.test, traveller.headers, application.id);
      const response = await offeringEnglishOnly.api.call('GET', `/api/payments/${paid.id}/receipt`, {
        ...traveller.headers,
        'accept-language': 'es',
      });
      expect(await pdfText(response.rawPayload)).toContain('Total paid');
    } finally {
      await offeringEnglishOnly.test.close();
    }
  });

  it("still refuses another traveller's receipt, whatever the language", async () => {
    const { payment } = await paidTraveller('es');
    const stranger = await createSignedInUser(test);
    const response = await api.call('GET', `/api/payments/${payment.id}/receipt`, {
      ...stranger.headers,
      'accept-language': 'es',
    });
    expect(response.statusCode).toBe(404);
  });
});

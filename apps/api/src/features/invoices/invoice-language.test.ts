import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCalls, type ApplicationCalls } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
let api: ApplicationCalls;
let company: Awaited<ReturnType<typeof createCompanyWithUser>>;
let invoice: { id: string; number: string };
beforeAll(async () => {
  test = await createTestAppWithVisaData({ INTERFACE_LANGUAGES: 'en,es,fr,de,zh,ar' });
  api = applicationCalls(test);
  company = await createCompanyWithUser(test, { name: 'Société Lumière' });
  await addCompanyApplication(test, company.company, company.user.id, {
    createdAt: new Date('2025-03-10T09:00:00Z'),
    cost: 8500,
  });
  const listed = await api.call('GET', '/api/corporate/invoices', company.headers);
  [invoice] = listed.json().data.items;
}, 120_000);
afterAll(() => test.close());

const invoiceText = async (language: string) => {
  const response = await api.call('GET', `/api/corporate/invoices/${invoice.id}/download`, {
    ...company.headers,
    'accept-language': language,
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

describe('invoices in the reader’s language', () => {
  it('writes the invoice in French for a French page, its number and amounts unchanged', async () => {
    const text = await invoiceText('fr-FR,fr;q=0.9,en;q=0.5');
    for (const expected of [
      'FACTURE',
      'Facturé à',
      'Numéro de facture',
      'Échéance',
      'Désignation',
      'Société Lumière',
      invoice.number,
      // French as the account's region (en-US) writes amounts and months.
      '85,00 $US',
      'mars 2025',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/En retard|En attente/);
    expect(text).not.toContain('INVOICE');
    expect(text).not.toContain('March');
  });

  it('writes the months of a Spanish invoice in Spanish, with the region’s amounts', async () => {
    const text = await invoiceText('es-ES,es;q=0.9');
    expect(text).toContain('marzo de 2025');
    expect(text).toContain('$85.00');
    expect(text).not.toContain('March');
  });

  it('writes it in Chinese and in Arabic with the fonts those scripts need', async () => {
    const chinese = await invoiceText('zh-CN');
    for (const expected of ['发票', '发票编号', '合计', invoice.number]) expect(chinese).toContain(expected);
    const arabic = await invoiceText('ar');
    for (const expected of ['فاتورة', 'الحالة', 'المبلغ', invoice.number]) expect(arabic).toContain(expected);
  });
});

describe('invoice lines in the reader’s language', () => {
  const listedIn = async (language?: string) => {
    const headers = language ? { ...company.headers, 'accept-language': language } : company.headers;
    const response = await api.call('GET', '/api/corporate/invoices', headers);
    expect(response.statusCode).toBe(200);
    const [listed] = response.json().data.items;
    return listed as { description: string; lines: { description: string }[] };
  };
  const traveller = () => `${company.user.firstName} ${company.user.lastName}`;

  it('keeps the English summary and the line stored at issue exactly as before', async () => {
    const listed = await listedIn();
    expect(listed.description).toBe('Visa applications, March 2025 (1)');
    expect(listed.lines[0]?.description).toBe(`${traveller()}, China (Business visa)`);
  });

  it('writes the summary, the month and each line in Spanish for a Spanish reader', async () => {
    const listed = await listedIn('es-ES,es;q=0.9');
    expect(listed.description).toBe('Solicitudes de visado, marzo de 2025 (1)');
    expect(listed.lines[0]?.description).toBe(`${traveller()}, China (Visa de negocios)`);
  });

  it('writes the lines in Arabic, and in the invoice PDF in Spanish', async () => {
    const listed = await listedIn('ar');
    expect(listed.lines[0]?.description).toBe(`${traveller()}، الصين (تأشيرة أعمال)`);
    expect(await invoiceText('es')).toContain('Visa de negocios');
  });

  it('describes paying the invoice in the reader’s language', async () => {
    const intent = await api.call(
      'POST',
      '/api/payments/create-intent',
      { ...company.headers, 'accept-language': 'es' },
      { invoiceId: invoice.id },
    );
    expect(intent.statusCode).toBe(201);
    expect(intent.json().data.description).toBe(`Factura ${invoice.number} (marzo de 2025)`);
  });
});

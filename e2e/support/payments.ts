import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { bearer, expect } from './fixtures';

/** A card as a person types it into the test-mode form: name, number, expiry MM/YY, CVC. */
export type TestCard = { name: string; number: string; expiry: string; cvc: string };

/** The test card that succeeds, valid until the end of next year. */
export const visaCard = (number = '4242 4242 4242 4242'): TestCard => ({
  name: 'Nina Traveller',
  number,
  expiry: `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`,
  cvc: '123',
});

/** The pay dialog, open on the page. */
export const payDialog = (page: Page) => page.getByRole('dialog');

/** Types a card into the open pay dialog, field by field, as a person would. */
export const fillCard = async (dialog: Locator, card: TestCard) => {
  await dialog.getByLabel('Name on card').fill(card.name);
  await dialog.getByLabel('Card number').fill(card.number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await dialog.getByLabel('CVC').fill(card.cvc);
};

/** Clicks the dialog's 'Pay $85.00' button. */
export const submitPayment = (dialog: Locator) => dialog.getByRole('button', { name: /^Pay \S+\d/ }).click();

/** The first bytes of a downloaded file, to tell a real PDF ('%PDF') from an error page. */
export const fileStart = async (download: Download) =>
  (await readFile(await download.path())).subarray(0, 4).toString('latin1');

type Payment = { id: string; status: string; description: string; amount: number; currency: string };

const dataOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number) => {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
};

/** POST /payments/create-intent: starts (or resumes) paying an application or an invoice. */
export const startPaymentIntent = async (
  request: APIRequestContext,
  token: string,
  target: { applicationId: string } | { invoiceId: string },
) =>
  dataOf<{ paymentId: string }>(
    await request.post('/api/payments/create-intent', { headers: bearer(token), data: target }),
    201,
  );

/** Pays an application through the API (create-intent, then confirm in test mode): set-up for other tests. */
export const payApplication = async (
  request: APIRequestContext,
  token: string,
  applicationId: string,
  card: TestCard = visaCard(),
) => {
  const intent = await startPaymentIntent(request, token, { applicationId });
  return dataOf<Payment>(
    await request.post('/api/payments/confirm', {
      headers: bearer(token),
      data: { paymentId: intent.paymentId, card },
    }),
    200,
  );
};

/** GET /corporate/invoices: the company's unpaid invoices, pending (not yet due) or overdue. */
export const unpaidInvoices = async (request: APIRequestContext, token: string) => {
  const { items } = await dataOf<{ items: { id: string; number: string; status: string }[] }>(
    await request.get('/api/corporate/invoices?pageSize=100', { headers: bearer(token) }),
    200,
  );
  return items.filter((invoice) => invoice.status !== 'paid');
};

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { applicationCalls, type ApplicationCalls } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { startOfMonth } from '../../lib/months';

type Invoice = { id: string; number: string; period: string; status: string; dueOn: string; paidAt: string };

let test: TestApp;
let api: ApplicationCalls;
let cobalt: Awaited<ReturnType<typeof createCompanyWithUser>>;
/** Cobalt's invoices by billed month: March and April 2025 (long past due) and last month's (not yet due). */
let march: Invoice;
let april: Invoice;
let lastMonth: Invoice;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const today = () => dayOf(new Date());

const list = async (query = '') => {
  const response = await api.call('GET', `/api/corporate/invoices${query}`, cobalt.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Invoice[];
};

const pdfOf = async (invoice: Invoice) => {
  const response = await api.call('GET', `/api/corporate/invoices/${invoice.id}/download`, cobalt.headers);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

const setDueOn = (invoice: Invoice, dueOn: string) =>
  test.db.update(invoices).set({ dueOn }).where(eq(invoices.id, invoice.id));

beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
  cobalt = await createCompanyWithUser(test, { name: 'Cobalt Freight' });
  const add = (createdAt: Date) => addCompanyApplication(test, cobalt.company, cobalt.user.id, { createdAt });
  await add(new Date('2025-03-10T09:00:00Z'));
  await add(new Date('2025-04-10T09:00:00Z'));
  await add(new Date(startOfMonth(new Date(), -1).getTime() + 86_400_000));
  const byPeriod = new Map((await list()).map((invoice) => [invoice.period, invoice]));
  const lastPeriod = dayOf(startOfMonth(new Date(), -1)).slice(0, 7);
  [march, april, lastMonth] = ['2025-03', '2025-04', lastPeriod].map((period) => {
    const invoice = byPeriod.get(period);
    if (!invoice) throw new Error(`no invoice for ${period}`);
    return invoice;
  }) as [Invoice, Invoice, Invoice];
  // April's was paid by card on 20 May 2025, before its due date.
  await test.db
    .update(invoices)
    .set({ status: 'paid', paidAt: new Date('2025-05-20T10:00:00Z') })
    .where(eq(invoices.id, april.id));
}, 120_000);
afterAll(() => test.close());

describe('overdue invoices', () => {
  it('shows an unpaid invoice past its due date as overdue, a paid one as paid with the date', async () => {
    const byId = new Map((await list()).map((invoice) => [invoice.id, invoice]));
    expect(byId.get(march.id)).toMatchObject({ status: 'overdue', dueOn: '2025-05-01', paidAt: null });
    expect(byId.get(april.id)).toMatchObject({ status: 'paid', paidAt: '2025-05-20T10:00:00.000Z' });
    expect(byId.get(lastMonth.id)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('keeps an invoice pending on its due date and makes it overdue the day after', async () => {
    const statusNow = async () => (await list()).find((invoice) => invoice.id === lastMonth.id)?.status;
    try {
      await setDueOn(lastMonth, today());
      expect(await statusNow()).toBe('pending');
      await setDueOn(lastMonth, dayOf(new Date(Date.now() - 86_400_000)));
      expect(await statusNow()).toBe('overdue');
    } finally {
      await setDueOn(lastMonth, lastMonth.dueOn);
    }
  });

  it('filters by the status shown', async () => {
    const ids = async (status: string) => (await list(`?status=${status}`)).map((invoice) => invoice.id);
    expect(await ids('overdue')).toEqual([march.id]);
    expect(await ids('pending')).toEqual([lastMonth.id]);
    expect(await ids('paid')).toEqual([april.id]);
  });
});

describe('what the invoice PDF says about payment', () => {
  it('says when a paid invoice was paid, not when it is due', async () => {
    const text = await pdfOf(april);
    expect(text).toContain('Paid on 20 May 2025. Thank you.');
    expect(text).not.toContain('Payment is due by');
    expect(text).not.toContain('Overdue');
  });

  it('says by when an unpaid invoice is due', async () => {
    const text = await pdfOf(lastMonth);
    expect(text).toContain('Pending');
    expect(text).toMatch(
      /Payment is due by \d{1,2} \w{3} \d{4}\. Please quote INV-\d{4}-\d{3} with your payment\./,
    );
    expect(text).not.toContain('Paid on');
  });

  it('says an overdue invoice is overdue and since when it was due', async () => {
    const text = await pdfOf(march);
    expect(text).toContain('Overdue');
    expect(text).toContain(
      `Overdue: payment was due by 1 May 2025. Please pay now and quote ${march.number}.`,
    );
    expect(text).not.toContain('Paid on');
  });

  it("writes the payment date in the reader's own date format", async () => {
    // Through the profile, as a reader sets it: the signed-in session then carries the new setting at once.
    const setLanguage = async (language: string) =>
      expect((await api.call('PUT', '/api/auth/profile', cobalt.headers, { language })).statusCode).toBe(200);
    try {
      // An English reader's region writes the date wholly its own way.
      await setLanguage('de-DE');
      expect(await pdfOf(april)).toContain('Paid on 20. Mai 2025. Thank you.');
    } finally {
      await setLanguage('en-US');
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { applicationCalls, type ApplicationCalls, type Headers } from '../../test/applications';
import {
  addCompanyApplication,
  addEmployee,
  createCompanyWithUser,
  type CompanyApplication,
} from '../../test/companies';
import { createCompanyUser } from '../../test/corporate';
import { createSignedInUser } from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { startOfMonth } from '../../lib/months';

let test: TestApp;
let api: ApplicationCalls;
let acme: Awaited<ReturnType<typeof createCompanyWithUser>>;
let borealis: Awaited<ReturnType<typeof createCompanyWithUser>>;

const at = (iso: string) => new Date(iso);
const addFor = (member: typeof acme, application: CompanyApplication) =>
  addCompanyApplication(test, member.company, member.user.id, application);

beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
  acme = await createCompanyWithUser(test, { name: 'Acme Travel Ltd' });
  borealis = await createCompanyWithUser(test, { name: 'Borealis GmbH' });
  const grace = await addEmployee(test, acme.company, { firstName: 'Grace', lastName: 'Hopper' });
  await addFor(acme, { createdAt: at('2024-11-04T09:00:00Z'), cost: 8500, employee: grace });
  await addFor(acme, { createdAt: at('2024-11-20T10:00:00Z'), cost: 12000, status: 'approved' });
  await addFor(acme, { createdAt: at('2024-11-21T10:00:00Z'), cost: 9999, status: 'draft' });
  await addFor(acme, { createdAt: at('2024-12-31T23:30:00Z'), cost: 8500, status: 'rejected' });
  await addFor(acme, { createdAt: at('2025-01-01T00:10:00Z'), cost: 9000, toCountry: 'IN' });
  await addFor(acme, { createdAt: startOfMonth(new Date()), cost: 8500 });
  await addFor(borealis, { createdAt: at('2024-12-10T12:00:00Z'), cost: 7000 });
}, 120_000);
afterAll(() => test.close());

const list = async (headers: Headers, query = '') => {
  const response = await api.call('GET', `/api/corporate/invoices${query}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

type Invoice = {
  id: string;
  number: string;
  period: string;
  amount: number;
  lines: { amount: number; reference: string | null; description: string }[];
};

describe('monthly invoices', () => {
  it('invoices each finished month, numbered per year of issue, newest first', async () => {
    const page = await list(acme.headers);
    expect(page.total).toBe(3);
    expect(
      page.items.map((invoice: Invoice & { issuedOn: string; dueOn: string }) => [
        invoice.period,
        invoice.number,
        invoice.issuedOn,
        invoice.dueOn,
      ]),
    ).toEqual([
      ['2025-01', 'INV-2025-002', '2025-02-01', '2025-03-03'],
      ['2024-12', 'INV-2025-001', '2025-01-01', '2025-01-31'],
      ['2024-11', 'INV-2024-001', '2024-12-01', '2024-12-31'],
    ]);
    const november = page.items[2];
    expect(november).toMatchObject({
      amount: 20500,
      currency: 'USD',
      status: 'overdue',
      paidAt: null,
      description: 'Visa applications, November 2024 (2)',
    });
    expect(november.lines).toEqual([
      expect.objectContaining({ amount: 8500, description: 'Grace Hopper, China (Business visa)' }),
      expect.objectContaining({ amount: 12000, description: 'Test corporate, China (Business visa)' }),
    ]);
    expect(november.lines[0].reference).toBe(november.lines[0].applicationId.slice(0, 8).toUpperCase());
  });

  it('makes every total the sum of its lines', async () => {
    const page = await list(acme.headers);
    for (const invoice of page.items as Invoice[])
      expect(invoice.amount).toBe(invoice.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(page.items[0].lines).toEqual([
      expect.objectContaining({ amount: 9000, description: 'Test corporate, India (Business visa)' }),
    ]);
  });

  it('leaves the current month until it ends', async () => {
    const current = new Date().toISOString().slice(0, 7);
    const page = await list(acme.headers);
    expect(page.items.map((invoice: Invoice) => invoice.period)).not.toContain(current);
  });

  it('generates nothing new when listed again', async () => {
    const first = await list(acme.headers);
    const again = await list(acme.headers);
    expect(again.items).toEqual(first.items);
    expect(await test.db.select().from(invoices).where(eq(invoices.companyId, acme.company.id))).toHaveLength(
      3,
    );
  });

  it('numbers each company from 001 and lets concurrent listings create each invoice once', async () => {
    const results = await Promise.all([
      list(borealis.headers),
      list(borealis.headers),
      list(borealis.headers),
    ]);
    for (const page of results)
      expect(page.items.map((invoice: Invoice) => [invoice.number, invoice.amount])).toEqual([
        ['INV-2025-001', 7000],
      ]);
    expect(
      await test.db.select().from(invoices).where(eq(invoices.companyId, borealis.company.id)),
    ).toHaveLength(1);
  });

  it("starts each company's numbers at 001 every year and never repeats a number within a company", async () => {
    const acmeNumbers = ((await list(acme.headers)).items as Invoice[]).map((invoice) => invoice.number);
    const borealisNumbers = ((await list(borealis.headers)).items as Invoice[]).map(
      (invoice) => invoice.number,
    );
    expect(acmeNumbers).toContain('INV-2025-001');
    expect(borealisNumbers).toEqual(['INV-2025-001']);
    expect(new Set(acmeNumbers).size).toBe(acmeNumbers.length);
  });

  it('pages and filters by status', async () => {
    const [paid] = (await list(acme.headers)).items as Invoice[];
    await test.db
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(invoices.id, paid?.id ?? ''));
    expect((await list(acme.headers, '?status=paid')).items.map((invoice: Invoice) => invoice.id)).toEqual([
      paid?.id,
    ]);
    expect((await list(acme.headers, '?status=overdue')).total).toBe(2);
    expect((await list(acme.headers, '?status=pending')).total).toBe(0);
    const second = await list(acme.headers, '?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((invoice: Invoice) => invoice.number)).toEqual(['INV-2024-001']);
    for (const bad of ['?status=late', '?page=0', '?pageSize=101', '?page=first'])
      expect((await api.call('GET', `/api/corporate/invoices${bad}`, acme.headers)).statusCode).toBe(400);
    const refused = await api.call('GET', '/api/corporate/invoices?status=late', acme.headers);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'status', message: 'Status must be pending, overdue or paid' }),
    ]);
  });
});

describe('invoice PDF', () => {
  it('downloads a PDF with the company, number, period, dates, lines and total', async () => {
    const november = ((await list(acme.headers)).items as Invoice[]).find(
      (invoice) => invoice.period === '2024-11',
    );
    const response = await api.call('GET', `/api/corporate/invoices/${november?.id}/download`, acme.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-2024-001.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of [
      'Acme Travel Ltd',
      'INV-2024-001',
      'November 2024',
      '1 Dec 2024',
      '31 Dec 2024',
      november?.lines[0]?.reference ?? 'missing',
      'Grace Hopper, China (Business visa)',
      '$85.00',
      '$120.00',
      'Total',
      '$205.00',
    ])
      expect(text).toContain(expected);
  });

  it('runs onto more pages for a long month', async () => {
    const busy = await createCompanyWithUser(test, { name: 'Busy Corp' });
    for (let day = 0; day < 60; day += 1)
      await addFor(busy, { createdAt: new Date(Date.UTC(2025, 2, 1 + (day % 28), 8, day)), cost: 8500 });
    const [invoice] = (await list(busy.headers)).items as Invoice[];
    expect(invoice?.lines).toHaveLength(60);
    const response = await api.call('GET', `/api/corporate/invoices/${invoice?.id}/download`, busy.headers);
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expect(await pdfText(pdf)).toContain('$5,100.00');
  });
});

describe('who may see invoices', () => {
  it("shows each company only its own invoices and answers 404 for another company's", async () => {
    const borealisInvoices = (await list(borealis.headers)).items as Invoice[];
    const acmeIds = ((await list(acme.headers)).items as Invoice[]).map((invoice) => invoice.id);
    expect(acmeIds).not.toContain(borealisInvoices[0]?.id);
    const foreign = await api.call(
      'GET',
      `/api/corporate/invoices/${borealisInvoices[0]?.id}/download`,
      acme.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Invoice not found');
    const missing = '/api/corporate/invoices/00000000-0000-4000-8000-000000000000/download';
    expect((await api.call('GET', missing, acme.headers)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/corporate/invoices/nope/download', acme.headers)).statusCode).toBe(
      400,
    );
  });

  it('lets enterprise users of the company read them too', async () => {
    const colleague = await createCompanyUser(test, acme.company.name, 'enterprise');
    expect((await list(colleague.headers)).total).toBe(3);
  });

  it('refuses other roles with 403, users without a company with 403 and strangers with 401', async () => {
    const [invoice] = (await list(acme.headers)).items as Invoice[];
    const urls = ['/api/corporate/invoices', `/api/corporate/invoices/${invoice?.id}/download`];
    for (const role of ['general', 'agent', 'admin'] as const) {
      const caller = await createSignedInUser(test, { role });
      for (const url of urls) expect((await api.call('GET', url, caller.headers)).statusCode).toBe(403);
    }
    const unlinked = await createSignedInUser(test, { role: 'corporate' });
    for (const url of urls) expect((await api.call('GET', url, unlinked.headers)).statusCode).toBe(403);
    for (const url of urls) expect((await api.call('GET', url, {})).statusCode).toBe(401);
  });
});

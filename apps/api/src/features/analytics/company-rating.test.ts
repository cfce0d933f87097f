import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices } from '../../db/schema';
import { applicationCalls, type ApplicationCalls } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { startOfMonth } from '../../lib/months';

let test: TestApp;
let api: ApplicationCalls;
let dune: Awaited<ReturnType<typeof createCompanyWithUser>>;

const statsOfDune = async () => {
  const response = await api.call('GET', `/api/analytics/corporate/${dune.company.id}`, dune.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** Dune's four approvals of five decisions and five invoices due, `paidOnTime` of them paid on time. */
const duneBasis = (paidOnTime: number) => ({
  decided: 5,
  approved: 4,
  invoicesDue: 5,
  invoicesPaidOnTime: paidOnTime,
});

/** Marks Dune's invoice of `period` paid at `paidAt`. */
const pay = (period: string, paidAt: string) =>
  test.db
    .update(invoices)
    .set({ status: 'paid', paidAt: new Date(paidAt) })
    .where(eq(invoices.period, period));

beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
  dune = await createCompanyWithUser(test, { name: 'Dune Logistics' });
  // One application a month from January to May 2025: four approved, one rejected; each month is invoiced.
  for (const [month, status] of [
    ['01', 'approved'],
    ['02', 'approved'],
    ['03', 'approved'],
    ['04', 'approved'],
    ['05', 'rejected'],
  ] as const)
    await addCompanyApplication(test, dune.company, dune.user.id, {
      createdAt: new Date(`2025-${month}-12T09:00:00Z`),
      status,
    });
}, 120_000);
afterAll(() => test.close());

describe('company rating', () => {
  it('grades the lower of the approval share and the on-time payment share, not a stored grade', async () => {
    const stats = await statsOfDune();
    // 4 of 5 decisions approved (80%), but none of the five invoices, all past due, is paid (0%).
    expect(stats.companyRatingBasis).toEqual(duneBasis(0));
    expect(stats.companyRating).toBe('D');
    const [company] = await test.db.select().from(companies).where(eq(companies.id, dune.company.id));
    expect(company?.rating).toBe('A+');
  });

  it('counts an invoice paid by its due date as on time and one paid later as late', async () => {
    // Due 30 days after the first of the next month: January's on 3 Mar 2025, May's on 1 Jul 2025.
    await pay('2025-01', '2025-03-03T23:00:00Z');
    await pay('2025-02', '2025-03-20T10:00:00Z');
    await pay('2025-03', '2025-04-02T10:00:00Z');
    await pay('2025-04', '2025-05-15T10:00:00Z');
    await pay('2025-05', '2025-07-02T10:00:00Z');
    const stats = await statsOfDune();
    expect(stats.companyRatingBasis).toMatchObject({ invoicesDue: 5, invoicesPaidOnTime: 4 });
    expect(stats.companyRating).toBe('B');
  });

  it('leaves an invoice not yet due out of the payment share', async () => {
    await addCompanyApplication(test, dune.company, dune.user.id, {
      createdAt: new Date(startOfMonth(new Date(), -1).getTime() + 86_400_000),
      status: 'pending',
    });
    const stats = await statsOfDune();
    expect(stats.companyRatingBasis).toEqual(duneBasis(4));
    const listed = await api.call('GET', '/api/corporate/invoices?status=pending', dune.headers);
    expect(listed.json().data.total).toBe(1);
  });
});

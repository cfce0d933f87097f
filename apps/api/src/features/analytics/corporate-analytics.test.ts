import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCalls, type ApplicationCalls, type Headers } from '../../test/applications';
import {
  addCompanyApplication,
  addEmployee,
  addStatusChange,
  createCompanyWithUser,
  type CompanyApplication,
} from '../../test/companies';
import { createCompanyUser } from '../../test/corporate';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';
import { budgetOf } from '../corporate/company-budget';
import { startOfMonth } from '../../lib/months';

const day = 86_400_000;
const now = new Date();
const thisMonth = new Date(startOfMonth(now).getTime() + day / 2);
const monthsAgo = (count: number) => new Date(startOfMonth(now, -count).getTime() + 9 * day);

let test: TestApp;
let api: ApplicationCalls;
let acme: Awaited<ReturnType<typeof createCompanyWithUser>>;
let borealis: Awaited<ReturnType<typeof createCompanyWithUser>>;
/** Acme's billable applications as inserted: cost and creation date. */
const billed: { cost: number; createdAt: Date }[] = [];

const add = async (member: typeof acme, application: CompanyApplication & { cost: number }) => {
  const row = await addCompanyApplication(test, member.company, member.user.id, application);
  if (member === acme && application.status !== 'draft' && !application.currency)
    billed.push({ cost: application.cost, createdAt: application.createdAt });
  return row;
};

/** An application decided `days` after submission (the decision recorded in the status history). */
const decided = async (application: CompanyApplication & { cost: number }, days: number) => {
  const row = await add(acme, application);
  await addStatusChange(test, row.id, 'in_review', new Date(application.createdAt.getTime() + day / 4));
  await addStatusChange(
    test,
    row.id,
    application.status ?? 'approved',
    new Date(application.createdAt.getTime() + days * day),
    'in_review',
  );
};

beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
  acme = await createCompanyWithUser(test, { name: 'Acme Travel Ltd', monthlyBudget: 100_000 });
  borealis = await createCompanyWithUser(test, { name: 'Borealis GmbH', monthlyBudget: 10_000 });
  for (const firstName of ['Ada', 'Grace', 'Linus']) await addEmployee(test, acme.company, { firstName });
  await addEmployee(test, acme.company, { firstName: 'Gone', status: 'inactive' });
  await addEmployee(test, borealis.company, { firstName: 'Nils' });

  // This month: 85 000 of a 100 000 budget; the draft and the pound-priced one do not count.
  await add(acme, { createdAt: thisMonth, cost: 30_000, status: 'pending' });
  await add(acme, { createdAt: thisMonth, cost: 25_000, status: 'in_review' });
  await decided({ createdAt: thisMonth, cost: 30_000, status: 'approved' }, 1.3);
  await add(acme, { createdAt: thisMonth, cost: 50_000, status: 'draft' });
  await add(acme, { createdAt: thisMonth, cost: 40_000, status: 'pending', currency: 'GBP' });
  // Earlier months, and one a year ago that falls outside the twelve-month chart.
  await decided({ createdAt: monthsAgo(2), cost: 20_000, status: 'approved' }, 3);
  await decided({ createdAt: monthsAgo(1), cost: 10_000, status: 'rejected' }, 2);
  await add(acme, { createdAt: monthsAgo(12), cost: 8_500, status: 'approved' });

  await add(borealis, { createdAt: thisMonth, cost: 12_000, status: 'pending' });
}, 120_000);
afterAll(() => test.close());

const statsOf = async (companyId: string, headers: Headers) => {
  const response = await api.call('GET', `/api/analytics/corporate/${companyId}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('corporate analytics', () => {
  it("counts the company's people, applications and spend from its records", async () => {
    const stats = await statsOf(acme.company.id, acme.headers);
    const totalSpent = billed.reduce((all, row) => all + row.cost, 0);
    expect(totalSpent).toBe(123_500);
    expect(stats).toMatchObject({
      companyId: acme.company.id,
      companyName: 'Acme Travel Ltd',
      totalEmployees: 3,
      // The pound-priced application counts as pending, though not as spend in dollars.
      activeApplications: 3,
      approvedApplications: 3,
      totalSpent,
      totalSpentThisYear: billed
        .filter((row) => row.createdAt.getUTCFullYear() === now.getUTCFullYear())
        .reduce((all, row) => all + row.cost, 0),
      currency: 'USD',
      // Three approvals and one rejection; its invoices' dates depend on today, so company-rating.test.ts grades.
      companyRatingBasis: expect.objectContaining({ decided: 4, approved: 3 }),
      applicationsByStatus: { pending: 2, in_review: 1, approved: 3, rejected: 1 },
      // Decided after 1.3, 3 and 2 days; the approval without history has no decision time.
      averageProcessingDays: 2.1,
      averageCostPerApplication: Math.round(123_500 / 3),
    });
  });

  it('measures this month against the budget and rates its efficiency', async () => {
    const stats = await statsOf(acme.company.id, acme.headers);
    expect(stats.budget).toEqual({
      period: now.toISOString().slice(0, 7),
      limit: 100_000,
      used: 85_000,
      remaining: 15_000,
      percentUsed: 85,
      currency: 'USD',
    });
    expect(stats.budgetEfficiency).toBe('Good');
  });

  it('charts twelve months of spend, oldest first, with empty months as zero', async () => {
    const { monthlySpend } = await statsOf(acme.company.id, acme.headers);
    expect(monthlySpend).toHaveLength(12);
    expect(monthlySpend.at(-1)).toEqual({ month: now.toISOString().slice(0, 7), amount: 85_000 });
    expect(monthlySpend.at(-2).amount).toBe(10_000);
    expect(monthlySpend.at(-3).amount).toBe(20_000);
    expect(monthlySpend[0]).toEqual({ month: startOfMonth(now, -11).toISOString().slice(0, 7), amount: 0 });
    expect(monthlySpend.reduce((all: number, month: { amount: number }) => all + month.amount, 0)).toBe(
      115_000,
    );
  });

  it('gives 0 average cost and no processing time before anything is decided, and flags overspend', async () => {
    const stats = await statsOf(borealis.company.id, borealis.headers);
    expect(stats).toMatchObject({
      totalEmployees: 1,
      totalSpent: 12_000,
      approvedApplications: 0,
      averageCostPerApplication: 0,
      averageProcessingDays: null,
      budget: { limit: 10_000, used: 12_000, remaining: -2_000, percentUsed: 120 },
      budgetEfficiency: 'Over Budget',
      companyRating: null,
      companyRatingBasis: { decided: 0, approved: 0, invoicesDue: 0, invoicesPaidOnTime: 0 },
    });
  });

  it('rates a month under 80% of the budget as excellent', async () => {
    const fresh = await createCompanyWithUser(test, { monthlyBudget: 300_000 });
    await addCompanyApplication(test, fresh.company, fresh.user.id, { createdAt: thisMonth, cost: 2_600 });
    expect(await budgetOf(test.db, fresh.company)).toMatchObject({ used: 2_600, percentUsed: 0.9 });
    const stats = await statsOf(fresh.company.id, fresh.headers);
    expect(stats.budgetEfficiency).toBe('Excellent');
    expect(stats.monthlySpend.map((month: { amount: number }) => month.amount)).toEqual([
      ...Array(11).fill(0),
      2_600,
    ]);
  });
});

describe('who may read corporate analytics', () => {
  it("answers 404 for another company's figures and 400 for a malformed id", async () => {
    for (const id of [borealis.company.id, '00000000-0000-4000-8000-000000000000'])
      expect((await api.call('GET', `/api/analytics/corporate/${id}`, acme.headers)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/analytics/corporate/acme', acme.headers)).statusCode).toBe(400);
  });

  it('lets enterprise users of the company and admins read them', async () => {
    const colleague = await createCompanyUser(test, acme.company.name, 'enterprise');
    const own = await statsOf(acme.company.id, acme.headers);
    expect(await statsOf(acme.company.id, colleague.headers)).toEqual(own);
    const admin = await createSignedInUser(test, { role: 'admin' });
    expect(await statsOf(acme.company.id, admin.headers)).toEqual(own);
    const missing = '/api/analytics/corporate/00000000-0000-4000-8000-000000000000';
    expect((await api.call('GET', missing, admin.headers)).statusCode).toBe(404);
  });

  it('refuses travellers and agents with 403, users without a company with 403 and strangers with 401', async () => {
    const url = `/api/analytics/corporate/${acme.company.id}`;
    for (const role of ['general', 'agent'] as const) {
      const caller = await createSignedInUser(test, { role });
      expect((await api.call('GET', url, caller.headers)).statusCode).toBe(403);
    }
    const unlinked = await createSignedInUser(test, { role: 'corporate' });
    expect((await api.call('GET', url, unlinked.headers)).statusCode).toBe(403);
    expect((await api.call('GET', url, {})).statusCode).toBe(401);
  });
});

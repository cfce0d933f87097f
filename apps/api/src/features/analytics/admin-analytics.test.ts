import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoApplications } from '../../demo/demo-applications';
import { seedDemoData } from '../../demo/seed-demo-data';
import { applicationCalls, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithVisaData } from '../../test/visa-data';

let test: TestApp;
let api: ApplicationCalls;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  api = applicationCalls(test);
  await seedDemoData(test.db, test.config.passwordHashCost);
  await seedDemoApplications(test.db, test.app.visa.index, test.config.fees, test.app.documentStore);
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(() => test.close());

const get = async (url: string, headers: Headers = admin.headers) =>
  (await api.call('GET', url, headers)).json().data;

/** Fifteen paid demo cases at the USD 25 service fee, one of them an ESTA with its USD 40 government fee. */
const demoRevenue = 15 * 2500 + 4000;

describe('admin figures on the seeded demo records', () => {
  it('counts users, applications and revenue from the stored data', async () => {
    const stats = await get('/api/analytics/stats');
    expect(stats).toMatchObject({
      totalUsers: 12,
      activeUsers: 12,
      activeAgents: 1,
      corporateClients: 2,
      // The demo's one draft is the traveller's own: not counted.
      totalApplications: 23,
      pendingApplications: 5,
      inReviewApplications: 1,
      approvedApplications: 13,
      rejectedApplications: 4,
      unassignedApplications: 1,
      totalRevenue: [{ currency: 'USD', amount: demoRevenue }],
    });
    expect(stats.newUsersThisMonth).toBeGreaterThanOrEqual(6);
    const other = await createSignedInUser(test, { role: 'agent' });
    const after = await get('/api/analytics/stats');
    expect(after).toMatchObject({
      totalUsers: 13,
      activeAgents: 2,
      newUsersThisMonth: stats.newUsersThisMonth + 1,
    });
    await api.call('PUT', `/api/users/${other.user.id}`, admin.headers, { status: 'inactive' });
    expect(await get('/api/analytics/stats')).toMatchObject({ activeAgents: 1, activeUsers: 12 });
  });

  it('gives twelve months of applications and revenue, top destinations and decision times', async () => {
    const analytics = await get('/api/admin/analytics');
    expect(analytics.applicationsPerMonth).toHaveLength(12);
    expect(analytics.applicationsPerMonth.at(-1).month).toBe(new Date().toISOString().slice(0, 7));
    const perStatus = (status: string) =>
      analytics.applicationsPerMonth.reduce(
        (all: number, month: Record<string, number>) => all + (month[status] ?? 0),
        0,
      );
    expect(perStatus('approved')).toBe(13);
    expect(analytics.applicationsPerMonth.every((month: object) => !('draft' in month))).toBe(true);
    const revenue = analytics.revenuePerMonth.reduce(
      (all: number, month: { amount: number }) => all + month.amount,
      0,
    );
    expect(revenue).toBe(demoRevenue);
    expect(analytics.topDestinations.slice(0, 2)).toEqual([
      { code: 'CN', name: 'China', count: 5 },
      { code: 'IN', name: 'India', count: 5 },
    ]);
    expect(analytics.decisionTimes.map((bucket: { label: string }) => bucket.label)).toEqual([
      'Under 1 day',
      '1-3 days',
      '3-7 days',
      '1-2 weeks',
      '2-4 weeks',
      'Over 4 weeks',
    ]);
    expect(
      analytics.decisionTimes.reduce((all: number, bucket: { count: number }) => all + bucket.count, 0),
    ).toBe(17);
    expect(analytics.decisionTimes.at(-1).count).toBe(1);
    expect(analytics.averageDecisionDays).toBeGreaterThan(5);
  });

  it('lists payments with filters and totals over every match', async () => {
    const all = await get('/api/payments/list?pageSize=5');
    expect(all.total).toBe(16);
    expect(all.items).toHaveLength(5);
    expect(all.totals).toEqual({
      completed: [{ currency: 'USD', amount: demoRevenue }],
      refunded: [],
      pending: [],
      failedCount: 1,
    });
    expect(Date.parse(all.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(all.items[1].createdAt));
    const failed = await get('/api/payments/list?status=failed');
    expect(failed.items).toEqual([
      expect.objectContaining({
        payerName: 'Maya Chen',
        method: 'Visa •••• 0002',
        failureMessage: 'Your card was declined.',
        mode: 'test',
        amount: 2500,
        currency: 'USD',
      }),
    ]);
    expect((await get('/api/payments/list?search=amara')).total).toBe(2);
    expect((await get('/api/payments/list?search=india')).total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await get(`/api/payments/list?from=${today}&to=${today}`);
    expect(recent.items.every((item: { createdAt: string }) => item.createdAt.startsWith(today))).toBe(true);
    for (const bad of ['?status=lost', '?from=yesterday', '?pageSize=0'])
      expect((await api.call('GET', `/api/payments/list${bad}`, admin.headers)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const role of ['general', 'corporate', 'agent'] as const) {
      const caller = await createSignedInUser(test, { role });
      for (const url of ['/api/analytics/stats', '/api/admin/analytics', '/api/payments/list'])
        expect((await api.call('GET', url, caller.headers)).statusCode).toBe(403);
      await api.call('PUT', `/api/users/${caller.user.id}`, admin.headers, { status: 'inactive' });
    }
    for (const url of ['/api/analytics/stats', '/api/admin/analytics', '/api/payments/list'])
      expect((await api.call('GET', url, {})).statusCode).toBe(401);
  });
});

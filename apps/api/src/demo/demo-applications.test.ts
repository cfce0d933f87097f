import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestAppWithVisaData } from '../test/visa-data';
import { seedDemoApplications } from './demo-applications';
import { seedDemoData } from './seed-demo-data';

let test: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  test = await createTestAppWithVisaData();
  await seedDemoData(test.db);
  await seedDemoApplications(test.db, test.app.visa.index, test.config.fees, test.app.documentStore);
  await seedDemoApplications(test.db, test.app.visa.index, test.config.fees, test.app.documentStore);
  const login = await test.app.inject({
    method: 'POST',
    url: '/api/auth/demo-login',
    payload: { role: 'general' },
  });
  headers = { authorization: `Bearer ${login.json().data.token}` };
}, 120_000);
afterAll(() => test.close());

const get = async (url: string) => (await test.app.inject({ method: 'GET', url, headers })).json().data;

describe('demo applications', () => {
  it('gives the demo traveller one application in every status, once', async () => {
    expect(await get('/api/applications/summary')).toEqual({
      total: 5,
      draft: 1,
      pending: 1,
      in_review: 1,
      approved: 1,
      rejected: 1,
    });
  });

  it('tells a consistent story: history, rejection reason, agent, messages and unread notifications', async () => {
    const rejected = (await get('/api/applications?status=rejected')).items[0];
    expect(rejected.rejectionReason).toMatch(/invitation letter/);
    expect(rejected.agentName).toBe('Samuel Okafor');
    const history = await get(`/api/applications/${rejected.id}/status-history`);
    expect(history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'draft',
      'pending',
      'in_review',
      'rejected',
    ]);
    const inReview = (await get('/api/applications?status=in_review')).items[0];
    expect(await get(`/api/applications/${inReview.id}/messages`)).toHaveLength(2);
    expect((await get('/api/notifications/unread-count')).unread).toBeGreaterThan(0);
    const dashboard = await get('/api/dashboard/individual');
    expect(dashboard).toMatchObject({ totalApplications: 5, countriesVisited: 1 });
  });

  it('leaves the submitted India application unpaid, so the payment page has fees to pay', async () => {
    const due = await get('/api/payments/due');
    expect(due).toEqual([
      expect.objectContaining({
        destination: 'India',
        status: 'pending',
        fees: expect.objectContaining({ total: 2500, governmentFee: null }),
      }),
    ]);
    const paid = await get('/api/payments?status=completed');
    expect(paid.total).toBe(3);
  });

  it('serves its documents as real PDF files', async () => {
    const documents = await get('/api/documents?pageSize=1');
    const download = await test.app.inject({
      method: 'GET',
      url: `/api/documents/${documents.items[0].id}/download`,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-1.4')).toBe(true);
    expect(download.body.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('gives the demo agent a review task for each open application assigned to them', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'agent' },
    });
    const agentHeaders = { authorization: `Bearer ${login.json().data.token}` };
    const tasks = await test.app.inject({
      method: 'GET',
      url: '/api/agent/tasks?completed=false',
      headers: agentHeaders,
    });
    expect(tasks.json().data.items.map((task: { type: string }) => task.type)).toEqual(
      Array(5).fill('review'),
    );
  });

  it('keeps the demo sign-in accounts to the five listed ones: past clients cannot sign in', async () => {
    const accounts = (await test.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json().data;
    expect(accounts.map((account: { email: string }) => account.email)).not.toContainEqual(
      expect.stringContaining('@clients.demo.visabridge.test'),
    );
    expect(accounts).toHaveLength(5);
    const general = (
      await test.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { role: 'general' } })
    ).json();
    expect(general.data.user.email).toBe('maya.chen@demo.visabridge.test');
  });
});

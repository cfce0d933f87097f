import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewTestApp, type ApplicationCalls, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let agent: Awaited<ReturnType<typeof createSignedInUser>>;
let callers: Record<'general' | 'corporate' | 'agent' | 'admin' | 'nobody', Headers>;
let applicationId: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ test, api, agent } = await createReviewTestApp());
  const [general, corporate, admin] = await Promise.all([
    createSignedInUser(test),
    createSignedInUser(test, { role: 'corporate' }),
    createSignedInUser(test, { role: 'admin' }),
  ]);
  callers = {
    general: general.headers,
    corporate: corporate.headers,
    agent: agent.headers,
    admin: admin.headers,
    nobody: {},
  };
  applicationId = (await api.submitted(general.headers)).id;
}, 120_000);
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PUT';
type Role = keyof typeof callers;

/** Every staff endpoint and who may call it. Mutations get an empty body: allowed callers get 400, so nothing changes. */
const endpoints = (): [Method, string, Role[]][] => [
  ['GET', '/api/users/list', ['admin']],
  ['POST', '/api/users', ['admin']],
  ['PUT', `/api/users/${unknownId}`, ['admin']],
  ['GET', '/api/admin/users', ['admin']],
  ['GET', '/api/admin/audit-log', ['admin']],
  ['POST', '/api/admin/bulk-status-update', ['admin']],
  ['GET', '/api/admin/analytics', ['admin']],
  ['GET', '/api/analytics/stats', ['admin']],
  ['GET', '/api/payments/list', ['admin']],
  ['PUT', `/api/visa-applications/${applicationId}/assignment`, ['admin']],
  ['GET', '/api/visa-applications/list', ['agent', 'admin']],
  ['GET', `/api/visa-applications/agent/${agent.user.id}`, ['agent', 'admin']],
  ['GET', `/api/visa-applications/${applicationId}`, ['agent', 'admin']],
  ['GET', `/api/visa-applications/${applicationId}/status-history`, ['agent', 'admin']],
  ['PUT', `/api/visa-applications/${applicationId}`, ['agent', 'admin']],
  ['POST', `/api/visa-applications/${applicationId}/document-requests`, ['agent', 'admin']],
  ['POST', `/api/visa-applications/${applicationId}/documents/${unknownId}/reject`, ['agent', 'admin']],
  ['POST', '/api/communications/send', ['agent', 'admin']],
  ['GET', '/api/agent/tasks', ['agent']],
  ['POST', '/api/agent/tasks', ['agent']],
  ['PUT', `/api/agent/tasks/${unknownId}`, ['agent']],
  ['GET', '/api/agent/stats', ['agent']],
];

describe('staff authorization matrix', () => {
  it('lets exactly the listed roles through; others get 403 and anonymous callers 401', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [method, url, allowed] of endpoints())
      for (const role of Object.keys(callers) as Role[]) {
        const response = await api.call(method, url, callers[role], method === 'GET' ? undefined : {});
        const status = response.statusCode;
        const verdict = status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'allowed';
        outcomes.push(`${method} ${url} as ${role}: ${verdict}`);
        const want = role === 'nobody' ? 'unauthenticated' : allowed.includes(role) ? 'allowed' : 'forbidden';
        expected.push(`${method} ${url} as ${role}: ${want}`);
        if (want === 'allowed') expect(status, `${method} ${url} as ${role}`).toBeLessThan(500);
      }
    expect(outcomes).toEqual(expected);
  });

  it('gives an agent 404 for an application assigned to someone else, whatever the action', async () => {
    const admin = callers.admin;
    const stranger = await createSignedInUser(test, { role: 'agent' });
    const actions: [Method, string, object | undefined][] = [
      ['GET', `/api/visa-applications/${applicationId}`, undefined],
      ['GET', `/api/visa-applications/${applicationId}/status-history`, undefined],
      ['GET', `/api/applications/${applicationId}/messages`, undefined],
      ['PUT', `/api/visa-applications/${applicationId}`, { status: 'in_review' }],
      ['POST', `/api/visa-applications/${applicationId}/document-requests`, { type: 'Bank statement' }],
      ['POST', '/api/communications/send', { applicationId, message: 'Hello' }],
    ];
    for (const [method, url, payload] of actions)
      expect((await api.call(method, url, stranger.headers, payload)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    const created = await api.call('POST', '/api/agent/tasks', stranger.headers, {
      type: 'contact',
      description: 'Call',
      applicationId,
      dueDate: '2030-01-01',
    });
    expect(created.statusCode).toBe(422);
    const detail = await api.call('GET', `/api/visa-applications/${applicationId}`, admin);
    expect(detail.json().data.status).toBe('pending');
    await api.call('PUT', `/api/users/${stranger.user.id}`, admin, { status: 'inactive' });
  });
});

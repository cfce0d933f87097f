import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewTestApp, type Headers, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let agent: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ({ test, api, agent } = await createReviewTestApp());
}, 120_000);
afterAll(() => test.close());

const listFor = (headers: Headers, agentId: string, query = '') =>
  api.call('GET', `/api/visa-applications/agent/${agentId}${query}`, headers);

describe('GET /api/visa-applications/agent/{agentId}', () => {
  it('lists only the agent’s applications, with client contact, priority, assignment and last contact', async () => {
    const applicant = await createSignedInUser(test);
    const first = await api.submitted(applicant.headers);
    const second = await api.submitted(applicant.headers);
    await api.createDraft(applicant.headers);
    await api.call('POST', `/api/applications/${first.id}/messages`, agent.headers, {
      body: 'Hello from your agent',
    });

    const page = (await listFor(agent.headers, agent.user.id)).json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { id: string }) => item.id).sort()).toEqual([first.id, second.id].sort());
    const contacted = page.items.find((item: { id: string }) => item.id === first.id);
    expect(contacted).toMatchObject({
      clientName: 'Test general',
      clientEmail: applicant.user.email,
      clientPhone: '+234 803 555 0101',
      priority: 'normal',
      status: 'pending',
    });
    expect(contacted.assignedAt).toEqual(expect.any(String));
    expect(contacted.lastContact).toEqual(expect.any(String));
    expect(page.items.find((item: { id: string }) => item.id === second.id).lastContact).toBeNull();
    expect((await listFor(agent.headers, agent.user.id, '?status=in_review')).json().data.total).toBe(0);
    expect((await listFor(agent.headers, agent.user.id, '?search=united%20kingdom')).json().data.total).toBe(
      2,
    );
  });

  it('refuses an agent asking for another agent’s list (403); admins may', async () => {
    const other = await createSignedInUser(test, { role: 'agent' });
    expect((await listFor(other.headers, agent.user.id)).statusCode).toBe(403);
    const admin = await createSignedInUser(test, { role: 'admin' });
    expect((await listFor(admin.headers, agent.user.id)).statusCode).toBe(200);
    for (const role of ['general', 'corporate'] as const) {
      const caller = await createSignedInUser(test, { role });
      expect((await listFor(caller.headers, agent.user.id)).statusCode).toBe(403);
    }
    expect((await listFor({}, agent.user.id)).statusCode).toBe(401);
  });

  it.each(['?page=0', '?pageSize=500', '?status=lost'])(
    'rejects the bad query %s with 400',
    async (query) => {
      expect((await listFor(agent.headers, agent.user.id, query)).statusCode).toBe(400);
    },
  );
});

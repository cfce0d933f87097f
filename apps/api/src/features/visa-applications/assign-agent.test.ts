import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { createApplicationsTestApp, type Headers, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser, createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
  admin = await createSignedInUser(test, { role: 'admin' });
}, 120_000);
afterAll(() => test.close());

const assign = (headers: Headers, id: string, agentId: string) =>
  api.call('PUT', `/api/visa-applications/${id}/assignment`, headers, { agentId });

describe('PUT /api/visa-applications/{id}/assignment', () => {
  it('moves a submitted application to another agent, who is told and may then act on it', async () => {
    const applicant = await createSignedInUser(test);
    const { id } = await api.submitted(applicant.headers);
    const next = await createSignedInUser(test, { role: 'agent' });
    const response = await assign(admin.headers, id, next.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.agentName).toBe('Test agent');
    const notices = await test.db.select().from(notifications).where(eq(notifications.userId, next.user.id));
    expect(notices.map((notice) => [notice.title, notice.link])).toEqual([
      ['New application assigned', `/agent-dashboard?application=${id}`],
    ]);
    const decided = await api.call('PUT', `/api/visa-applications/${id}`, next.headers, {
      status: 'in_review',
    });
    expect(decided.statusCode).toBe(200);
  });

  it('refuses drafts (409), inactive or non-agent users (422) and unknown applications (404)', async () => {
    const applicant = await createSignedInUser(test);
    const draft = await api.createDraft(applicant.headers);
    const agent = await createUser(test.db, { role: 'agent' });
    expect((await assign(admin.headers, draft.id, agent.id)).statusCode).toBe(409);
    const { id } = await api.submitted(applicant.headers);
    const inactive = await createUser(test.db, { role: 'agent', status: 'inactive' });
    const traveller = await createUser(test.db);
    for (const candidate of [inactive.id, traveller.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await assign(admin.headers, id, candidate);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].field).toBe('agentId');
    }
    expect((await assign(admin.headers, '00000000-0000-4000-8000-000000000000', agent.id)).statusCode).toBe(
      404,
    );
    expect((await assign(admin.headers, id, 'nope')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const applicant = await createSignedInUser(test);
    const { id } = await api.submitted(applicant.headers);
    const [current] = await test.db.select().from(users).where(eq(users.role, 'agent')).limit(1);
    for (const role of ['agent', 'general', 'corporate'] as const) {
      const caller = await createSignedInUser(test, { role });
      expect((await assign(caller.headers, id, current?.id ?? '')).statusCode).toBe(403);
    }
    expect((await assign({}, id, current?.id ?? '')).statusCode).toBe(401);
  });
});

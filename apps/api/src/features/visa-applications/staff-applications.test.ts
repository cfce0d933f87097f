import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';
import { applicationDetailKeys, keysOf } from '../../test/list-rows';

const review = useReviewTestApp();

const listFor = (headers: Headers, agentId: string, query = '') =>
  review.api.call('GET', `/api/visa-applications/agent/${agentId}${query}`, headers);

describe('GET /api/visa-applications/agent/{agentId}', () => {
  it('lists only the agent’s applications, with client contact, priority, assignment and last contact', async () => {
    const applicant = await createSignedInUser(review.test);
    const first = await review.api.submitted(applicant.headers);
    const second = await review.api.submitted(applicant.headers);
    await review.api.createDraft(applicant.headers);
    await review.api.call('POST', `/api/applications/${first.id}/messages`, review.agent.headers, {
      body: 'Hello from your agent',
    });

    const page = (await listFor(review.agent.headers, review.agent.user.id)).json().data;
    expect(page.total).toEqual({ count: 2, isCapped: false });
    expect(page.nextCursor).toBeNull();
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
    // A list row holds what the list shows: the rest comes from the detail endpoint.
    expect(keysOf(contacted).filter((key) => applicationDetailKeys.includes(key))).toEqual([]);
    expect(JSON.stringify(page)).not.toContain('passport');
    expect(contacted.lastContact).toEqual(expect.any(String));
    expect(page.items.find((item: { id: string }) => item.id === second.id).lastContact).toBeNull();
    expect(
      (await listFor(review.agent.headers, review.agent.user.id, '?status=in_review')).json().data.total
        .count,
    ).toBe(0);
    expect(
      (await listFor(review.agent.headers, review.agent.user.id, '?search=united%20kingdom')).json().data
        .total.count,
    ).toBe(2);
  });

  it('refuses an agent asking for another agent’s list (403); admins may', async () => {
    const other = await createSignedInUser(review.test, { role: 'agent' });
    expect((await listFor(other.headers, review.agent.user.id)).statusCode).toBe(403);
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    expect((await listFor(admin.headers, review.agent.user.id)).statusCode).toBe(200);
    for (const role of ['general', 'corporate'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await listFor(caller.headers, review.agent.user.id)).statusCode).toBe(403);
    }
    expect((await listFor({}, review.agent.user.id)).statusCode).toBe(401);
  });

  it.each(['?cursor=not-a-cursor', '?pageSize=500', '?status=lost', '?sort=applicant&cursor=x'])(
    'rejects the bad query %s with 400',
    async (query) => {
      expect((await listFor(review.agent.headers, review.agent.user.id, query)).statusCode).toBe(400);
    },
  );
});

describe('GET /api/visa-applications/list, /{id} and /{id}/status-history', () => {
  it('gives admins every application, filtered by status, agent, assignment, priority and search', async () => {
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    const applicant = await createSignedInUser(review.test);
    const submitted = await review.api.submitted(applicant.headers);
    const draft = await review.api.createDraft(applicant.headers);
    await payApplication(review.test, applicant.headers, submitted.id);
    await review.api.call('PUT', `/api/visa-applications/${submitted.id}`, admin.headers, {
      status: 'approved',
      note: 'All in order',
    });
    const list = async (query: string) =>
      (await review.api.call('GET', `/api/visa-applications/list${query}`, admin.headers)).json().data;

    const all = await list('?pageSize=100');
    const ids = all.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(submitted.id);
    // A draft is the traveller's own until submitted.
    expect(ids).not.toContain(draft.id);
    const decided = all.items.find((item: { id: string }) => item.id === submitted.id);
    expect(decided).toMatchObject({ clientEmail: applicant.user.email, status: 'approved' });
    expect(Date.parse(decided.decidedAt)).toBeGreaterThanOrEqual(Date.parse(decided.submittedAt));

    expect((await list(`?status=approved&search=${submitted.referenceNumber}`)).items).toHaveLength(1);
    expect((await list(`?status=draft&search=${submitted.referenceNumber}`)).total.count).toBe(0);
    const assignedTo = decided.agentId as string;
    expect(
      (await list(`?agentId=${assignedTo}&status=approved`)).items.map((item: { id: string }) => item.id),
    ).toContain(submitted.id);
    expect((await list('?unassigned=true&status=draft')).total.count).toBe(0);
    expect(
      (await list('?unassigned=false')).items.every((item: { agentId: string | null }) => item.agentId),
    ).toBe(true);
    expect((await list('?priority=urgent&status=approved')).total.count).toBe(0);
    for (const bad of ['?unassigned=maybe', '?agentId=nope', '?priority=soon', '?destination=England'])
      expect(
        (await review.api.call('GET', `/api/visa-applications/list${bad}`, admin.headers)).statusCode,
      ).toBe(400);
  });

  it('shows an agent only their own applications, and one application with its history to who may see it', async () => {
    const admin = await createSignedInUser(review.test, { role: 'admin' });
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    await review.api.call('PUT', `/api/visa-applications/${id}/assignment`, admin.headers, {
      agentId: review.agent.user.id,
    });
    await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'in_review',
      note: 'Checking the letter',
      updatedBy: review.agent.user.id,
      updatedAt: new Date().toISOString(),
    });

    const mine = (
      await review.api.call('GET', '/api/visa-applications/list?pageSize=100', review.agent.headers)
    ).json().data;
    expect(mine.items.every((item: { agentId: string }) => item.agentId === review.agent.user.id)).toBe(true);
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(id);

    const detail = await review.api.call('GET', `/api/visa-applications/${id}`, review.agent.headers);
    expect(detail.json().data).toMatchObject({ id, clientEmail: applicant.user.email, status: 'in_review' });
    const history = (
      await review.api.call('GET', `/api/visa-applications/${id}/status-history`, review.agent.headers)
    ).json().data;
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'in_review',
      note: 'Checking the letter',
      changedBy: 'Test agent',
    });
    expect((await review.api.call('GET', `/api/visa-applications/${id}`, admin.headers)).statusCode).toBe(
      200,
    );

    const stranger = await createSignedInUser(review.test, { role: 'agent' });
    const strangerList = (
      await review.api.call('GET', '/api/visa-applications/list', stranger.headers)
    ).json().data;
    expect(strangerList.items.map((item: { id: string }) => item.id)).not.toContain(id);
    for (const url of [`/api/visa-applications/${id}`, `/api/visa-applications/${id}/status-history`])
      expect((await review.api.call('GET', url, stranger.headers)).statusCode).toBe(404);
    for (const role of ['general', 'corporate'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      for (const url of ['/api/visa-applications/list', `/api/visa-applications/${id}`])
        expect((await review.api.call('GET', url, caller.headers)).statusCode).toBe(403);
    }
    expect((await review.api.call('GET', `/api/visa-applications/${id}`, applicant.headers)).statusCode).toBe(
      403,
    );
    expect((await review.api.call('GET', '/api/visa-applications/list', {})).statusCode).toBe(401);
    expect(
      (await review.api.call('GET', '/api/visa-applications/not-a-uuid', admin.headers)).statusCode,
    ).toBe(400);
    expect(
      (
        await review.api.call(
          'GET',
          '/api/visa-applications/00000000-0000-4000-8000-000000000000',
          admin.headers,
        )
      ).statusCode,
    ).toBe(404);
  });
});

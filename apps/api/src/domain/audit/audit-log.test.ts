import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

const audit = async (query = '', headers: Headers = review.admin.headers) =>
  (await review.api.call('GET', `/api/admin/audit-log${query}`, headers)).json().data;

describe('GET /api/admin/audit-log', () => {
  it('records user and application changes with who, what, from and to, newest first', async () => {
    const created = await review.api.call('POST', '/api/users', review.admin.headers, {
      firstName: 'Nadia',
      lastName: 'Haddad',
      email: 'nadia.haddad@example.com',
      role: 'agent',
    });
    const userId = created.json().data.id;
    await review.api.call('PUT', `/api/users/${userId}`, review.admin.headers, { role: 'general' });
    await review.api.call('PUT', `/api/users/${userId}`, review.admin.headers, {
      status: 'inactive',
      role: 'general',
    });

    const applicant = await createSignedInUser(review.test);
    const { id, referenceNumber } = await review.api.submitted(applicant.headers);
    await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'in_review',
      note: 'Looking',
    });
    const other = await createSignedInUser(review.test, { role: 'agent' });
    await review.api.call('PUT', `/api/visa-applications/${id}/assignment`, review.admin.headers, {
      agentId: other.user.id,
    });
    await review.api.call('PUT', `/api/users/${other.user.id}`, review.admin.headers, { status: 'inactive' });

    const forUser = await audit(`?targetId=${userId}`);
    expect(forUser.items.map((event: { action: string }) => event.action)).toEqual([
      'user.status_changed',
      'user.role_changed',
      'user.created',
    ]);
    expect(forUser.items[0]).toMatchObject({
      actorId: review.admin.user.id,
      actorName: 'Test admin',
      targetType: 'user',
      targetLabel: 'Nadia Haddad <nadia.haddad@example.com>',
      details: { from: 'active', to: 'inactive' },
    });
    expect(forUser.items[1].details).toEqual({ from: 'agent', to: 'general' });

    const forApplication = await audit(`?targetId=${id}`);
    expect(forApplication.items).toEqual([
      expect.objectContaining({
        action: 'application.assigned',
        targetLabel: `Application ${referenceNumber}`,
        details: expect.objectContaining({ fromAgentId: review.agent.user.id, toAgentId: other.user.id }),
      }),
      expect.objectContaining({
        action: 'application.status_changed',
        actorName: 'Test agent',
        details: { from: 'pending', to: 'in_review', note: 'Looking', reason: null },
      }),
    ]);
    const statusChanges = await audit('?action=application.status_changed&targetType=application');
    expect(
      statusChanges.items.every((event: { action: string }) => event.action === 'application.status_changed'),
    ).toBe(true);
  });

  it('records nothing for a refused change', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    expect(
      (
        await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
          status: 'draft',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await review.api.call('PUT', `/api/users/${review.admin.user.id}`, review.admin.headers, {
          role: 'agent',
        })
      ).statusCode,
    ).toBe(409);
    expect((await audit(`?targetId=${id}`)).total.count).toBe(0);
    expect((await audit(`?targetId=${review.admin.user.id}`)).total.count).toBe(0);
  });

  it('refuses bad filters and everyone but admins', async () => {
    for (const bad of ['?action=user.vanished', '?targetType=company', '?targetId=nope', '?cursor=bm9wZQ'])
      expect(
        (await review.api.call('GET', `/api/admin/audit-log${bad}`, review.admin.headers)).statusCode,
      ).toBe(400);
    for (const role of ['general', 'corporate', 'agent'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await review.api.call('GET', '/api/admin/audit-log', caller.headers)).statusCode).toBe(403);
      await review.api.call('PUT', `/api/users/${caller.user.id}`, review.admin.headers, {
        status: 'inactive',
      });
    }
    expect((await review.api.call('GET', '/api/admin/audit-log', {})).statusCode).toBe(401);
  });
});

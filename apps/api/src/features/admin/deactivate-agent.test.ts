import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, notifications, users } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser, uniqueEmail } from '../../test/factories';

const review = useReviewTestApp();

type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

const updateUser = (id: string, payload: object) =>
  review.api.call('PUT', `/api/users/${id}`, review.admin.headers, payload);
const assign = (id: string, agentId: string) =>
  review.api.call('PUT', `/api/visa-applications/${id}/assignment`, review.admin.headers, { agentId });

/** An active agent with `count` submitted applications assigned to them (one left decided, not open). */
const agentWithCases = async (count: number) => {
  const agent = await createSignedInUser(review.test, { role: 'agent' });
  const traveller = await createSignedInUser(review.test);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { id } = await review.api.submitted(traveller.headers);
    expect((await assign(id, agent.user.id)).statusCode).toBe(200);
    ids.push(id);
  }
  return { agent, ids };
};

const agentsOf = async (ids: string[]) =>
  (
    await review.test.db
      .select({ agentId: applications.assignedAgentId })
      .from(applications)
      .where(inArray(applications.id, ids))
  ).map((row) => row.agentId);

const statusOf = async (id: string) =>
  (await review.test.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

const unassignedFigure = async (headers: Headers) =>
  (await review.api.call('GET', '/api/analytics/stats', headers)).json().data.unassignedApplications;

describe('deactivating an agent with open cases', () => {
  it('is refused without a choice (409 with the count), changing nothing', async () => {
    const { agent, ids } = await agentWithCases(2);
    const listed = await review.api.call(
      'GET',
      `/api/users/list?search=${agent.user.email}`,
      review.admin.headers,
    );
    expect(listed.json().data.items).toEqual([expect.objectContaining({ openCases: 2, isInvited: false })]);
    const refused = await updateUser(agent.user.id, { status: 'inactive' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        field: 'openCases',
        message:
          '2 open applications are assigned to this agent: reassign them or return them to the unassigned queue.',
      },
    ]);
    expect(await statusOf(agent.user.id)).toBe('active');
    expect(await agentsOf(ids)).toEqual([agent.user.id, agent.user.id]);
    // Another role is leaving the agent work too.
    expect((await updateUser(agent.user.id, { role: 'general' })).statusCode).toBe(409);
  });

  it('refuses a bad choice: not an agent id (400), the leaving agent, an invited or inactive agent (422)', async () => {
    const { agent } = await agentWithCases(1);
    expect((await updateUser(agent.user.id, { status: 'inactive', openCases: 'someone' })).statusCode).toBe(
      400,
    );
    const invited = await review.api.call('POST', '/api/users', review.admin.headers, {
      firstName: 'Ines',
      lastName: 'Invited',
      email: uniqueEmail('invited-agent'),
      role: 'agent',
    });
    const inactive = await createSignedInUser(review.test, { role: 'agent' });
    await review.test.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.user.id));
    for (const target of [agent.user.id, invited.json().data.id, inactive.user.id]) {
      const response = await updateUser(agent.user.id, { status: 'inactive', openCases: target });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].field).toBe('openCases');
    }
    expect(await statusOf(agent.user.id)).toBe('active');
  });

  it('hands every open case to the chosen agent, who is told, in one change with the audit', async () => {
    const { agent, ids } = await agentWithCases(2);
    const successor: SignedIn = await createSignedInUser(review.test, { role: 'agent' });
    const done = await updateUser(agent.user.id, { status: 'inactive', openCases: successor.user.id });
    expect(done.statusCode).toBe(200);
    expect(await statusOf(agent.user.id)).toBe('inactive');
    expect(await agentsOf(ids)).toEqual([successor.user.id, successor.user.id]);
    const told = await review.test.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, successor.user.id), eq(notifications.title, 'New application assigned')),
      );
    expect(told).toHaveLength(2);
    const audit = await review.test.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.assigned'), inArray(auditEvents.targetId, ids)));
    expect(audit.filter((event) => event.details.toAgentId === successor.user.id)).toHaveLength(2);
  });

  it('returns the open cases to the unassigned queue, and the Unassigned figure counts them', async () => {
    const { agent, ids } = await agentWithCases(2);
    const before = await unassignedFigure(review.admin.headers);
    expect(
      (await updateUser(agent.user.id, { status: 'inactive', openCases: 'unassigned' })).statusCode,
    ).toBe(200);
    expect(await agentsOf(ids)).toEqual([null, null]);
    expect(await unassignedFigure(review.admin.headers)).toBe(before + 2);
    const queue = (
      await review.api.call(
        'GET',
        '/api/visa-applications/list?unassigned=true&pageSize=100',
        review.admin.headers,
      )
    ).json().data;
    expect(queue.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(ids));
  });

  it('spreads the open cases over the least-loaded active agents', async () => {
    const { agent, ids } = await agentWithCases(3);
    expect(
      (await updateUser(agent.user.id, { status: 'inactive', openCases: 'least_loaded' })).statusCode,
    ).toBe(200);
    const active = await review.test.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'agent'), eq(users.status, 'active')));
    const activeIds = active.map((row) => row.id);
    for (const agentId of await agentsOf(ids)) expect(activeIds).toContain(agentId);
  });

  it('deactivates an agent without open cases straight away', async () => {
    const agent = await createSignedInUser(review.test, { role: 'agent' });
    expect((await updateUser(agent.user.id, { status: 'inactive' })).statusCode).toBe(200);
  });
});

describe('invited staff', () => {
  it('are listed as invited, left out of the assignable agents, and refused by the assign endpoint (409)', async () => {
    const created = await review.api.call('POST', '/api/users', review.admin.headers, {
      firstName: 'Noor',
      lastName: 'Pending',
      email: uniqueEmail('pending-agent'),
      role: 'agent',
    });
    const invitedId = created.json().data.id as string;
    const list = async (query: string) =>
      (await review.api.call('GET', `/api/users/list${query}`, review.admin.headers)).json().data;
    const listed = (await list('?role=agent&pageSize=100')).items;
    expect(listed.find((user: { id: string }) => user.id === invitedId)).toMatchObject({
      status: 'active',
      isInvited: true,
      openCases: 0,
    });
    expect(listed.find((user: { id: string }) => user.id === review.agent.user.id)).toMatchObject({
      isInvited: false,
    });
    const assignable = (await list('?role=agent&status=active&invited=false&pageSize=100')).items;
    expect(assignable.map((user: { id: string }) => user.id)).not.toContain(invitedId);
    expect(assignable.map((user: { id: string }) => user.id)).toContain(review.agent.user.id);

    const traveller = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(traveller.headers);
    const refused = await assign(id, invitedId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      { field: 'agentId', message: 'Noor Pending has not accepted their invitation yet' },
    ]);
    expect(
      (await review.api.call('GET', '/api/users/list?invited=maybe', review.admin.headers)).statusCode,
    ).toBe(400);
  });
});

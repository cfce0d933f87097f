import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTasks, consultations, emailOutbox, notifications } from '../../db/schema';
import { createSignedInUser, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
let test: TestApp;
let admin: SignedIn;
let agent: SignedIn;
beforeAll(async () => {
  test = await createTestApp();
  admin = await createSignedInUser(test, { role: 'admin' });
  agent = await createSignedInUser(test, { role: 'agent' });
}, 60_000);
afterAll(() => test.close());

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const booking = { topic: 'documents', destination: 'jp', preferredTimes: [hoursAhead(48), hoursAhead(24)] };
const book = async (headers: Headers, payload: object = booking) => {
  const response = await call('POST', '/api/consultations', headers, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: string; preferredTimes: string[] };
};
const assign = (id: string, payload: object, headers = admin.headers) =>
  call('POST', `/api/admin/consultations/${id}/assign`, headers, payload);

describe('POST /api/consultations', () => {
  it('books a consultation in the unassigned queue, times earliest first', async () => {
    const traveller = await createSignedInUser(test);
    const created = await call('POST', '/api/consultations', traveller.headers, {
      ...booking,
      notes: ' Visa? ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      topic: 'documents',
      destination: 'JP',
      destinationName: 'Japan',
      status: 'requested',
      notes: 'Visa?',
      scheduledAt: null,
      isCancellable: true,
      preferredTimes: [booking.preferredTimes[1], booking.preferredTimes[0]],
    });
    const queue = await call('GET', '/api/admin/consultations?status=requested&pageSize=100', admin.headers);
    expect(queue.json().data.items.map((item: { id: string }) => item.id)).toContain(created.json().data.id);
  });

  it.each([
    ['no times', { preferredTimes: [] }, 'preferredTimes'],
    ['a past time', { preferredTimes: [hoursAhead(-1)] }, 'preferredTimes.0'],
    ['a time under 2 hours away', { preferredTimes: [hoursAhead(1)] }, 'preferredTimes.0'],
    ['a time beyond 60 days', { preferredTimes: [hoursAhead(61 * 24)] }, 'preferredTimes.0'],
    ['more than 3 times', { preferredTimes: [5, 6, 7, 8].map(hoursAhead) }, 'preferredTimes'],
    ['an unknown country', { destination: 'QQ' }, 'destination'],
    ['notes too long', { notes: 'x'.repeat(1001) }, 'notes'],
    ['an unknown topic', { topic: 'tax' }, 'topic'],
  ])('refuses %s with 400 and a field message, storing nothing', async (_case, change, field) => {
    const traveller = await createSignedInUser(test);
    const response = await call('POST', '/api/consultations', traveller.headers, { ...booking, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(
      await test.db.select().from(consultations).where(eq(consultations.userId, traveller.user.id)),
    ).toEqual([]);
  });

  it('is for travellers and company users, not staff or visitors', async () => {
    const corporate = await createSignedInUser(test, { role: 'corporate' });
    await book(corporate.headers);
    for (const headers of [agent.headers, admin.headers])
      expect((await call('POST', '/api/consultations', headers, booking)).statusCode).toBe(403);
    expect((await call('POST', '/api/consultations', {}, booking)).statusCode).toBe(401);
  });
});

describe('GET /api/consultations', () => {
  it("lists only the user's own, newest first, upcoming apart from past", async () => {
    const traveller = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    const first = await book(traveller.headers);
    const second = await book(traveller.headers);
    await book(other.headers);
    await call('POST', `/api/consultations/${first.id}/cancel`, traveller.headers);
    const all = (await call('GET', '/api/consultations', traveller.headers)).json().data;
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(all.total).toBe(2);
    const upcoming = (await call('GET', '/api/consultations?when=upcoming', traveller.headers)).json().data;
    expect(upcoming.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    const past = (await call('GET', '/api/consultations?when=past', traveller.headers)).json().data;
    expect(past.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
  });
});

describe('POST /api/admin/consultations/{id}/assign', () => {
  it('schedules it with an agent task for the day, a notice and an email to both sides', async () => {
    const traveller = await createSignedInUser(test);
    const { id, preferredTimes } = await book(traveller.headers);
    const time = preferredTimes[1] as string;
    const response = await assign(id, { agentId: agent.user.id, scheduledAt: time });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'scheduled',
      scheduledAt: time,
      agentName: 'Test agent',
    });

    const tasks = (await call('GET', '/api/agent/tasks?type=consultation&pageSize=100', agent.headers)).json()
      .data;
    expect(tasks.items.find((task: { consultationId: string }) => task.consultationId === id)).toMatchObject({
      type: 'consultation',
      description: 'Documents consultation with Test general (Japan)',
      dueDate: time.slice(0, 10),
      consultationTime: time,
      clientName: 'Test general',
    });
    for (const person of [traveller.user, agent.user]) {
      const notices = await test.db.select().from(notifications).where(eq(notifications.userId, person.id));
      expect(notices.some((notice) => notice.message.includes('UTC'))).toBe(true);
      const emails = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, person.email));
      expect(
        emails.some((email) => email.subject.startsWith('Consultation') && email.body.includes('UTC')),
      ).toBe(true);
    }
    const agentList = (await call('GET', '/api/consultations', agent.headers)).json().data;
    expect(agentList.items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await assign(id, { agentId: agent.user.id, scheduledAt: time })).statusCode).toBe(409);
  });

  it('refuses an inactive agent or a time the user did not offer with 422, changing nothing', async () => {
    const traveller = await createSignedInUser(test);
    const { id, preferredTimes } = await book(traveller.headers);
    const inactive = await createUser(test.db, { role: 'agent', status: 'inactive' });
    const tries = [
      [{ agentId: inactive.id, scheduledAt: preferredTimes[0] }, 'agentId'],
      [{ agentId: traveller.user.id, scheduledAt: preferredTimes[0] }, 'agentId'],
      [{ agentId: agent.user.id, scheduledAt: hoursAhead(30) }, 'scheduledAt'],
    ] as const;
    for (const [payload, field] of tries) {
      const response = await assign(id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    const [stored] = await test.db.select().from(consultations).where(eq(consultations.id, id));
    expect(stored).toMatchObject({ status: 'requested', agentId: null });
    expect(await test.db.select().from(agentTasks).where(eq(agentTasks.consultationId, id))).toEqual([]);
    expect((await assign(id, { agentId: 'nope', scheduledAt: 'soon' })).statusCode).toBe(400);
    expect((await assign('00000000-0000-4000-8000-000000000000', tries[0][0])).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const traveller = await createSignedInUser(test);
    const { id, preferredTimes } = await book(traveller.headers);
    for (const headers of [traveller.headers, agent.headers]) {
      expect(
        (await assign(id, { agentId: agent.user.id, scheduledAt: preferredTimes[0] }, headers)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/admin/consultations', headers)).statusCode).toBe(403);
    }
  });
});

describe('cancel and complete', () => {
  const scheduled = async (traveller: SignedIn) => {
    const { id, preferredTimes } = await book(traveller.headers);
    expect((await assign(id, { agentId: agent.user.id, scheduledAt: preferredTimes[0] })).statusCode).toBe(
      200,
    );
    return id;
  };

  it("lets the owner cancel before it happens, removing the agent's task; another user gets 404", async () => {
    const traveller = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    const id = await scheduled(traveller);
    expect((await call('POST', `/api/consultations/${id}/cancel`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', `/api/consultations/${id}/cancel`, agent.headers)).statusCode).toBe(403);
    const cancelled = await call('POST', `/api/consultations/${id}/cancel`, traveller.headers);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', isCancellable: false });
    expect(await test.db.select().from(agentTasks).where(eq(agentTasks.consultationId, id))).toEqual([]);
    expect((await call('POST', `/api/consultations/${id}/cancel`, traveller.headers)).statusCode).toBe(409);
  });

  it('lets the assigned agent complete it (task done with it); other agents get 404; no cancel after', async () => {
    const traveller = await createSignedInUser(test);
    const id = await scheduled(traveller);
    const otherAgent = await createSignedInUser(test, { role: 'agent' });
    expect((await call('POST', `/api/consultations/${id}/complete`, otherAgent.headers)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/consultations/${id}/complete`, traveller.headers)).statusCode).toBe(403);
    const [open] = await test.db.select().from(agentTasks).where(eq(agentTasks.consultationId, id));
    const taskPut = await test.app.inject({
      method: 'PUT',
      url: `/api/agent/tasks/${open?.id}`,
      headers: agent.headers,
      payload: { completed: true },
    });
    expect(taskPut.statusCode).toBe(409);
    const completed = await call('POST', `/api/consultations/${id}/complete`, agent.headers);
    expect(completed.json().data.status).toBe('completed');
    const [task] = await test.db.select().from(agentTasks).where(eq(agentTasks.consultationId, id));
    expect(task?.completedAt).not.toBeNull();
    expect((await call('POST', `/api/consultations/${id}/cancel`, traveller.headers)).statusCode).toBe(409);
    expect((await call('POST', `/api/consultations/${id}/complete`, admin.headers)).statusCode).toBe(409);
  });

  it('lets an admin complete any scheduled one, but not one still awaiting an agent', async () => {
    const traveller = await createSignedInUser(test);
    const id = await scheduled(traveller);
    expect((await call('POST', `/api/consultations/${id}/complete`, admin.headers)).statusCode).toBe(200);
    const { id: waiting } = await book(traveller.headers);
    expect((await call('POST', `/api/consultations/${waiting}/complete`, admin.headers)).statusCode).toBe(
      409,
    );
  });
});

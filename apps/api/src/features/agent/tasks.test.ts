import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentTasks } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

type Task = { id: string; type: string; applicationId: string | null; completed: boolean; overdue: boolean };
const tasksOf = async (headers: Headers, query = '?pageSize=100') =>
  (await review.api.call('GET', `/api/agent/tasks${query}`, headers)).json().data.items as Task[];
const forApplication = (tasks: Task[], id: string) => tasks.filter((task) => task.applicationId === id);
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('agent tasks', () => {
  it('creates a review task on assignment and a document task for a missing document, done once decided', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id, referenceNumber } = await review.api.submitted(applicant.headers);
    const [reviewTask] = forApplication(await tasksOf(review.agent.headers), id);
    expect(reviewTask).toMatchObject({
      type: 'review',
      description: `Review application ${referenceNumber}`,
      priority: 'medium',
      dueDate: dateIn(2),
      automatic: true,
      completed: false,
      overdue: false,
      clientName: 'Test general',
      applicationReference: referenceNumber,
    });

    await review.api.call('POST', `/api/visa-applications/${id}/document-requests`, review.agent.headers, {
      type: 'Bank statement',
    });
    const open = forApplication(await tasksOf(review.agent.headers, '?completed=false&pageSize=100'), id);
    expect(open.map((task) => task.type).sort()).toEqual(['document', 'review']);

    await payApplication(review.test, applicant.headers, id);
    // Decided without the document (approval would wait for it): a rejection.
    const decided = await review.api.call('PUT', `/api/visa-applications/${id}`, review.agent.headers, {
      status: 'rejected',
      rejectionReason: 'No bank statement came',
    });
    expect(decided.statusCode).toBe(200);
    expect(forApplication(await tasksOf(review.agent.headers, '?completed=false&pageSize=100'), id)).toEqual(
      [],
    );
    expect(
      forApplication(await tasksOf(review.agent.headers, '?completed=true&pageSize=100'), id),
    ).toHaveLength(2);
  });

  it('hands open tasks over to the new agent on reassignment', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const next = await createSignedInUser(review.test, { role: 'agent' });
    await review.api.call('PUT', `/api/visa-applications/${id}/assignment`, review.admin.headers, {
      agentId: next.user.id,
    });
    expect(forApplication(await tasksOf(review.agent.headers), id)).toEqual([]);
    const theirs = forApplication(await tasksOf(next.headers), id).map((task) => task.type);
    expect(theirs).toEqual(['review']);
    await review.test.db
      .update(agentTasks)
      .set({ agentId: review.agent.user.id })
      .where(eq(agentTasks.agentId, next.user.id));
    await review.api.call('PUT', `/api/users/${next.user.id}`, review.admin.headers, { status: 'inactive' });
  });

  it('adds tasks by hand, lists open ones soonest first with overdue ones flagged, and completes them', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const created = await review.api.call('POST', '/api/agent/tasks', review.agent.headers, {
      type: 'contact',
      description: 'Call about the hotel booking',
      applicationId: id,
      dueDate: dateIn(-1),
      priority: 'high',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'contact',
      overdue: true,
      automatic: false,
      priority: 'high',
    });
    const later = await review.api.call('POST', '/api/agent/tasks', review.agent.headers, {
      type: 'review',
      description: 'Read the new guidance',
      dueDate: dateIn(30),
    });
    expect(later.json().data).toMatchObject({ priority: 'medium', applicationId: null, overdue: false });

    const open = await tasksOf(review.agent.headers, '?completed=false&pageSize=100');
    expect(open[0]?.id).toBe(created.json().data.id);
    const stats = (await review.api.call('GET', '/api/agent/stats', review.agent.headers)).json().data;
    expect(stats.overdueTasks).toBeGreaterThanOrEqual(1);
    expect(stats.openTasks).toBe(open.length);

    const done = await review.api.call(
      'PUT',
      `/api/agent/tasks/${created.json().data.id}`,
      review.agent.headers,
      {
        completed: true,
      },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Task marked as completed',
      data: { completed: true, overdue: false },
    });
    const again = await review.api.call(
      'PUT',
      `/api/agent/tasks/${created.json().data.id}`,
      review.agent.headers,
      {
        completed: true,
      },
    );
    expect(again.json().data.completedAt).toBe(done.json().data.completedAt);
    expect(
      (await tasksOf(review.agent.headers, '?type=contact&completed=true')).map((task) => task.id),
    ).toContain(created.json().data.id);
  });

  it('refuses bad tasks with field messages and stores nothing', async () => {
    const before = (await tasksOf(review.agent.headers)).length;
    const cases: [object, string][] = [
      [{ type: 'contact', description: '  ', dueDate: dateIn(1) }, 'description'],
      [{ type: 'chore', description: 'x', dueDate: dateIn(1) }, 'type'],
      [{ type: 'contact', description: 'x', dueDate: 'tomorrow' }, 'dueDate'],
      [{ type: 'contact', description: 'x', dueDate: dateIn(1), priority: 'asap' }, 'priority'],
      [{ type: 'contact', description: 'x'.repeat(501), dueDate: dateIn(1) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      const response = await review.api.call('POST', '/api/agent/tasks', review.agent.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const applicant = await createSignedInUser(review.test);
    const draft = await review.api.createDraft(applicant.headers);
    const notMine = await review.api.call('POST', '/api/agent/tasks', review.agent.headers, {
      type: 'contact',
      description: 'Call them',
      applicationId: draft.id,
      dueDate: dateIn(1),
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors[0].field).toBe('applicationId');
    expect((await tasksOf(review.agent.headers)).length).toBe(before);
    expect(
      (
        await review.api.call('PUT', `/api/agent/tasks/${draft.id}`, review.agent.headers, {
          completed: 'yes',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps each agent to their own tasks; other roles get 403', async () => {
    const [task] = await tasksOf(review.agent.headers);
    const other = await createSignedInUser(review.test, { role: 'agent' });
    await review.api.call('PUT', `/api/users/${other.user.id}`, review.admin.headers, { status: 'inactive' });
    const stranger = await createSignedInUser(review.test, { role: 'agent' });
    expect(await tasksOf(stranger.headers)).toEqual([]);
    expect(
      (await review.api.call('PUT', `/api/agent/tasks/${task?.id}`, stranger.headers, { completed: true }))
        .statusCode,
    ).toBe(404);
    for (const role of ['general', 'corporate', 'admin'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      for (const [method, url] of [
        ['GET', '/api/agent/tasks'],
        ['POST', '/api/agent/tasks'],
        ['PUT', `/api/agent/tasks/${task?.id}`],
        ['GET', '/api/agent/stats'],
      ] as const)
        expect((await review.api.call(method, url, caller.headers, {})).statusCode).toBe(403);
    }
    expect((await review.api.call('GET', '/api/agent/tasks', {})).statusCode).toBe(401);
    await review.api.call('PUT', `/api/users/${stranger.user.id}`, review.admin.headers, {
      status: 'inactive',
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationMessages, emailOutbox, notifications } from '../../db/schema';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';

const review = useReviewTestApp();

const send = (headers: Headers, payload: object) =>
  review.api.call('POST', '/api/communications/send', headers, payload);
const threadOf = (id: string) =>
  review.test.db.select().from(applicationMessages).where(eq(applicationMessages.applicationId, id));

describe('POST /api/communications/send', () => {
  it('stores the message in the application thread, notifies and emails the applicant, who can reply', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id, referenceNumber } = await review.api.submitted(applicant.headers);
    const response = await send(review.agent.headers, {
      applicationId: id,
      message: 'Your invitation letter arrived, thank you.',
      type: 'agent_update',
      clientEmail: 'ignored@example.com',
      sentBy: 'Samuel',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Message sent to client successfully',
      data: { body: 'Your invitation letter arrived, thank you.', authorName: 'Test agent', mine: true },
    });
    const thread = (
      await review.api.call('GET', `/api/applications/${id}/messages`, applicant.headers)
    ).json().data;
    expect(thread).toEqual([
      expect.objectContaining({ body: 'Your invitation letter arrived, thank you.', mine: false }),
    ]);
    const notices = await review.test.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, applicant.user.id));
    expect(notices.map((notice) => notice.title)).toContain(`New message on application ${referenceNumber}`);
    const emails = await review.test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicant.user.email));
    expect(emails.some((email) => email.body.includes('Your invitation letter arrived'))).toBe(true);
    expect(emails.some((email) => email.recipient === 'ignored@example.com')).toBe(false);

    const reply = await review.api.call('POST', `/api/applications/${id}/messages`, applicant.headers, {
      body: 'Thanks!',
    });
    expect(reply.statusCode).toBe(201);
    expect(await threadOf(id)).toHaveLength(2);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    const cases: [object, string][] = [
      [{ applicationId: id, message: '   ' }, 'message'],
      [{ applicationId: id, message: 'x'.repeat(4001) }, 'message'],
      [{ applicationId: 'nope', message: 'Hello' }, 'applicationId'],
      [{ applicationId: id, message: 'Hello', type: 'sms' }, 'type'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(review.agent.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(
      (
        await send(review.agent.headers, {
          applicationId: '00000000-0000-4000-8000-000000000000',
          message: 'Hi',
        })
      ).statusCode,
    ).toBe(404);
    expect(await threadOf(id)).toEqual([]);
  });

  it('lets only the assigned agent and admins write; others get 404 or 403', async () => {
    const applicant = await createSignedInUser(review.test);
    const { id } = await review.api.submitted(applicant.headers);
    expect(
      (await send(review.admin.headers, { applicationId: id, message: 'From the office' })).statusCode,
    ).toBe(201);
    const other = await createSignedInUser(review.test, { role: 'agent' });
    expect((await send(other.headers, { applicationId: id, message: 'Hi' })).statusCode).toBe(404);
    for (const role of ['general', 'corporate'] as const) {
      const caller = await createSignedInUser(review.test, { role });
      expect((await send(caller.headers, { applicationId: id, message: 'Hi' })).statusCode).toBe(403);
    }
    expect((await send(applicant.headers, { applicationId: id, message: 'Hi' })).statusCode).toBe(403);
    expect((await send({}, { applicationId: id, message: 'Hi' })).statusCode).toBe(401);
    expect(await threadOf(id)).toHaveLength(1);
    await review.api.call('PUT', `/api/users/${other.user.id}`, review.admin.headers, { status: 'inactive' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, emailOutbox, notifications, users } from '../../db/schema';
import { createApplicationsTestApp, type ApplicationCalls } from '../../test/applications';
import { createSignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

let test: TestApp;
let api: ApplicationCalls;
beforeAll(async () => {
  ({ test, api } = await createApplicationsTestApp());
}, 120_000);
afterAll(() => test.close());

const messagesOf = (id: string) => `/api/applications/${id}/messages`;

describe('application messages', () => {
  it('lets the applicant and the assigned agent talk, telling the other side', async () => {
    await test.db.update(users).set({ status: 'inactive' }).where(eq(users.role, 'agent'));
    const agent = await createSignedInUser(test, { role: 'agent' });
    const applicant = await createSignedInUser(test);
    const { id } = await api.submitted(applicant.headers);

    const asked = await api.call('POST', messagesOf(id), applicant.headers, {
      body: '  When will I hear back?  ',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({
      body: 'When will I hear back?',
      mine: true,
      authorKind: 'applicant',
    });
    const agentNotice = await test.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, agent.user.id));
    expect(agentNotice.map((notice) => notice.category)).toContain('message');

    const answered = await api.call('POST', messagesOf(id), agent.headers, {
      body: 'Within 5 working days.',
    });
    expect(answered.statusCode).toBe(201);
    const thread = (await api.call('GET', messagesOf(id), applicant.headers)).json().data;
    expect(thread.map((message: { body: string; mine: boolean }) => [message.body, message.mine])).toEqual([
      ['When will I hear back?', true],
      ['Within 5 working days.', false],
    ]);
    const mail = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicant.user.email));
    expect(mail.some((message) => message.body.includes('Within 5 working days.'))).toBe(true);
  });

  it('answers 404 to users and agents who may not see the application, storing nothing', async () => {
    const applicant = await createSignedInUser(test);
    const { id } = await api.createDraft(applicant.headers);
    for (const role of ['general', 'agent', 'corporate'] as const) {
      const outsider = await createSignedInUser(test, { role });
      expect((await api.call('GET', messagesOf(id), outsider.headers)).statusCode).toBe(404);
      expect((await api.call('POST', messagesOf(id), outsider.headers, { body: 'hi' })).statusCode).toBe(404);
    }
    expect((await api.call('GET', messagesOf(id), {})).statusCode).toBe(401);
    const stored = await test.db
      .select()
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, id));
    expect(stored).toEqual([]);
  });

  it.each([{}, { body: '   ' }, { body: 'x'.repeat(4001) }])(
    'rejects the message %o with 400',
    async (payload) => {
      const applicant = await createSignedInUser(test);
      const { id } = await api.createDraft(applicant.headers);
      const response = await api.call('POST', messagesOf(id), applicant.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body');
    },
  );
});

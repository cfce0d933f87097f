import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contactMessages, contactReplies, emailOutbox } from '../../db/schema';
import { createSignedInUser, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
let test: TestApp;
let admin: Headers;
beforeAll(async () => {
  // No SUPPORT_EMAIL here: messages are still stored and reach the inbox.
  test = await createTestApp();
  admin = (await createSignedInUser(test, { role: 'admin' })).headers;
}, 60_000);
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers = {}, payload?: object) =>
  test.app.inject({ method, url, headers, payload });
const inbox = '/api/admin/contact-messages';
const unknownId = '00000000-0000-4000-8000-000000000000';

let lastAddress = 0;
const sendMessage = async (message = 'Do you handle Schengen visas for teams?') => {
  const email = uniqueEmail('visitor');
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Vera Visitor', email, topic: 'general', message },
    remoteAddress: `203.0.113.${(lastAddress += 1)}`,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id as string, email };
};

describe('the contact form without SUPPORT_EMAIL', () => {
  it('stores the message and acknowledges the sender, with no copy to a support address', async () => {
    const { id, email } = await sendMessage();
    const outbox = await test.db.select().from(emailOutbox);
    expect(outbox.map((mail) => mail.recipient)).toEqual([email]);
    expect((await call('GET', `${inbox}/${id}`, admin)).json().data.email).toBe(email);
  });
});

describe('who may use the inbox', () => {
  it.each(['general', 'agent', 'corporate', 'enterprise'] as const)(
    'refuses a %s user with 403',
    async (role) => {
      const { id } = await sendMessage();
      const { headers } = await createSignedInUser(test, { role });
      expect((await call('GET', inbox, headers)).statusCode).toBe(403);
      expect((await call('GET', `${inbox}/${id}`, headers)).statusCode).toBe(403);
      expect((await call('POST', `${inbox}/${id}/replies`, headers, { body: 'Hello' })).statusCode).toBe(403);
      expect((await call('PATCH', `${inbox}/${id}`, headers, { handled: true })).statusCode).toBe(403);
      const [stored] = await test.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(stored?.handledAt).toBeNull();
      expect(
        await test.db.select().from(contactReplies).where(eq(contactReplies.messageId, id)),
      ).toHaveLength(0);
    },
  );

  it('refuses a visitor with 401', async () => {
    const { id } = await sendMessage();
    expect((await call('GET', inbox)).statusCode).toBe(401);
    expect((await call('GET', `${inbox}/${id}`)).statusCode).toBe(401);
    expect((await call('POST', `${inbox}/${id}/replies`, {}, { body: 'Hello' })).statusCode).toBe(401);
    expect((await call('PATCH', `${inbox}/${id}`, {}, { handled: true })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists open messages first, newest first, pages on the server and filters open or handled', async () => {
    const first = await sendMessage('first');
    const second = await sendMessage('second');
    const third = await sendMessage('third');
    expect((await call('PATCH', `${inbox}/${third.id}`, admin, { handled: true })).statusCode).toBe(200);

    const all = (await call('GET', `${inbox}?pageSize=100`, admin)).json().data;
    const ids = all.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(third.id));
    expect(ids.at(-1)).toBe(third.id);

    const open = (await call('GET', `${inbox}?status=open&pageSize=1&page=2`, admin)).json().data;
    expect(open).toMatchObject({ page: 2, pageSize: 1, total: all.total - 1 });
    expect(open.items).toHaveLength(1);
    expect(open.items[0].handledAt).toBeNull();
    const handled = (await call('GET', `${inbox}?status=handled`, admin)).json().data;
    expect(handled.items.map((item: { id: string }) => item.id)).toEqual([third.id]);
  });

  it.each(['status=closed', 'page=0', 'pageSize=101'])('refuses %s with 400', async (query) => {
    const response = await call('GET', `${inbox}?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(query.split('=')[0]);
  });
});

describe('GET /api/admin/contact-messages/{id}', () => {
  it('shows the whole message; another id answers 404 and a malformed one 400', async () => {
    const long = `${'Please tell me more. '.repeat(20)}The end.`;
    const { id, email } = await sendMessage(long);
    const shown = (await call('GET', `${inbox}/${id}`, admin)).json().data;
    expect(shown).toMatchObject({ id, email, message: long, replies: [], handledAt: null, topic: 'general' });
    expect(shown.excerpt.length).toBe(160);
    expect((await call('GET', `${inbox}/${unknownId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `${inbox}/not-a-uuid`, admin)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/contact-messages/{id}/replies', () => {
  it('stores the reply, emails it to the sender with the message quoted, and audits it', async () => {
    const { id, email } = await sendMessage('Can you help with a Japanese work visa?');
    const admin2 = await createSignedInUser(test, { role: 'admin' });
    const response = await call('POST', `${inbox}/${id}/replies`, admin2.headers, {
      body: 'Yes: start with the visa check.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(`Reply emailed to ${email}`);
    expect(response.json().data.replies).toEqual([
      expect.objectContaining({ body: 'Yes: start with the visa check.', authorName: 'Test admin' }),
    ]);
    const mail = (await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).find(
      (item) => item.subject.startsWith('Re:'),
    );
    expect(mail?.body).toContain('Yes: start with the visa check.');
    expect(mail?.body).toContain('> Can you help with a Japanese work visa?');
    expect(mail?.body).toContain('http://localhost:3000/contact');
    const audited = await test.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'contact.replied')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorId).toBe(admin2.user.id);
  });

  it.each([
    ['a blank reply', { body: '   ' }, 'Reply is required'],
    ['no reply', {}, 'Reply is required'],
    ['a 5001-character reply', { body: 'x'.repeat(5001) }, 'Reply must be at most 5000 characters'],
  ])('refuses %s with a field message and sends nothing', async (_label, payload, message) => {
    const { id, email } = await sendMessage();
    const response = await call('POST', `${inbox}/${id}/replies`, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body', message }]);
    expect(await test.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toHaveLength(
      0,
    );
    expect(await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).toHaveLength(1);
  });

  it('answers 404 for another id and stores nothing', async () => {
    const before = await test.db.select().from(contactReplies);
    expect((await call('POST', `${inbox}/${unknownId}/replies`, admin, { body: 'Hi' })).statusCode).toBe(404);
    expect(await test.db.select().from(contactReplies)).toHaveLength(before.length);
  });
});

describe('PATCH /api/admin/contact-messages/{id}', () => {
  it('marks a message handled by the admin, reopens it, and audits each change once', async () => {
    const { id } = await sendMessage();
    const handled = await call('PATCH', `${inbox}/${id}`, admin, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ handledByName: 'Test admin' });
    expect(handled.json().data.handledAt).not.toBeNull();
    // Marking it again changes nothing and records nothing.
    expect((await call('PATCH', `${inbox}/${id}`, admin, { handled: true })).statusCode).toBe(200);
    const reopened = await call('PATCH', `${inbox}/${id}`, admin, { handled: false });
    expect(reopened.json().data).toMatchObject({ handledAt: null, handledByName: null });
    const actions = await test.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(actions.map((row) => row.action).sort()).toEqual(['contact.handled', 'contact.reopened']);
    const log = (await call('GET', '/api/admin/audit-log?action=contact.handled', admin)).json().data;
    expect(log.items[0].targetLabel).toMatch(/^Message from visitor\./);
  });

  it('refuses a missing or non-boolean flag with 400 and another id with 404', async () => {
    const { id } = await sendMessage();
    for (const payload of [{}, { handled: 'yes' }]) {
      const response = await call('PATCH', `${inbox}/${id}`, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        field: 'handled',
        message: 'Handled must be true or false',
      });
    }
    expect((await call('PATCH', `${inbox}/${unknownId}`, admin, { handled: true })).statusCode).toBe(404);
  });
});

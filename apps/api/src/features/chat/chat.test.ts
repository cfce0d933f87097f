import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatMessages } from '../../db/schema';
import { chatCall as call } from '../../test/chat';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let agent: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await createSignedInUser(test, { role: 'admin' });
  agent = await createSignedInUser(test, { role: 'agent' });
}, 120_000);
afterAll(() => test.close());

const write = (headers: object, body: unknown) =>
  call(test, 'POST', '/api/chat/messages', headers as Record<string, string>, { body });
const unreadOf = async (headers: Record<string, string>) =>
  (await call(test, 'GET', '/api/chat/unread-count', headers)).json().data.unread as number;
const messagesOf = (conversationId: string) =>
  test.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));

describe('support chat', () => {
  it('carries a conversation between a traveller and staff, counting unread on both sides', async () => {
    const traveller = await createSignedInUser(test);
    expect((await call(test, 'GET', '/api/chat', traveller.headers)).json().data).toEqual({
      conversation: null,
      typicalReplyMinutes: null,
    });
    const asked = await write(traveller.headers, '  Can I apply for two visas at once?  ');
    expect(asked.statusCode).toBe(201);
    const { conversationId } = asked.json().data;
    expect(asked.json().data).toMatchObject({
      body: 'Can I apply for two visas at once?',
      fromStaff: false,
      authorName: 'Test general',
    });
    await write(traveller.headers, 'For France and Spain.');

    const inbox = (await call(test, 'GET', '/api/chat/conversations?status=open', agent.headers)).json().data;
    const item = inbox.items.find((entry: { id: string }) => entry.id === conversationId);
    expect(item).toMatchObject({
      userName: 'Test general',
      userEmail: traveller.user.email,
      unread: 2,
      lastMessage: { body: 'For France and Spain.', fromStaff: false },
    });
    expect(await unreadOf(admin.headers)).toBeGreaterThanOrEqual(2);

    const opened = await call(test, 'GET', `/api/chat/conversations/${conversationId}`, agent.headers);
    expect(opened.json().data).toMatchObject({ status: 'open', unread: 2 });
    expect(opened.json().data.messages.map((message: { body: string }) => message.body)).toEqual([
      'Can I apply for two visas at once?',
      'For France and Spain.',
    ]);
    expect(
      (await call(test, 'POST', `/api/chat/conversations/${conversationId}/read`, agent.headers)).statusCode,
    ).toBe(200);
    const afterRead = (await call(test, 'GET', '/api/chat/conversations', admin.headers)).json().data;
    expect(afterRead.items.find((entry: { id: string }) => entry.id === conversationId).unread).toBe(0);

    const answered = await call(
      test,
      'POST',
      `/api/chat/conversations/${conversationId}/messages`,
      agent.headers,
      {
        body: 'Yes: file one application per destination.',
      },
    );
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data).toMatchObject({ fromStaff: true, authorName: 'Test agent' });
    expect(await unreadOf(traveller.headers)).toBe(1);
    const seen = (await call(test, 'GET', '/api/chat', traveller.headers)).json().data.conversation;
    expect(seen).toMatchObject({ id: conversationId, status: 'open', unread: 1 });
    expect(seen.messages.at(-1)).toMatchObject({
      body: 'Yes: file one application per destination.',
      fromStaff: true,
    });
    expect((await call(test, 'POST', '/api/chat/read', traveller.headers)).statusCode).toBe(200);
    expect(await unreadOf(traveller.headers)).toBe(0);
  });

  it('lets staff close a conversation: read-only for both, and the next user message opens a new one', async () => {
    const traveller = await createSignedInUser(test, { role: 'corporate' });
    const first = (await write(traveller.headers, 'Hello?')).json().data.conversationId;
    const closed = await call(test, 'POST', `/api/chat/conversations/${first}/close`, admin.headers);
    expect(closed.statusCode).toBe(200);
    expect(
      (await call(test, 'POST', `/api/chat/conversations/${first}/close`, admin.headers)).statusCode,
    ).toBe(409);
    const late = await call(test, 'POST', `/api/chat/conversations/${first}/messages`, agent.headers, {
      body: 'Hi',
    });
    expect(late.statusCode).toBe(409);
    expect((await call(test, 'GET', '/api/chat', traveller.headers)).json().data.conversation).toMatchObject({
      id: first,
      status: 'closed',
    });

    const second = (await write(traveller.headers, 'One more question')).json().data.conversationId;
    expect(second).not.toBe(first);
    expect(await messagesOf(first)).toHaveLength(1);
    const closedInbox = (
      await call(test, 'GET', '/api/chat/conversations?status=closed', agent.headers)
    ).json().data;
    expect(closedInbox.items.map((entry: { id: string }) => entry.id)).toContain(first);
    const openInbox = (
      await call(test, 'GET', '/api/chat/conversations?status=open&pageSize=100', agent.headers)
    ).json().data;
    expect(openInbox.items.map((entry: { id: string }) => entry.id)).not.toContain(first);
  });

  it('shows a user only their own conversation and keeps staff routes to staff', async () => {
    const owner = await createSignedInUser(test);
    const conversationId = (await write(owner.headers, 'Private question')).json().data.conversationId;
    const other = await createSignedInUser(test);
    expect((await call(test, 'GET', '/api/chat', other.headers)).json().data.conversation).toBeNull();
    await write(other.headers, 'My own question');
    const theirs = (await call(test, 'GET', '/api/chat', other.headers)).json().data.conversation;
    expect(theirs.id).not.toBe(conversationId);
    expect(theirs.messages.map((message: { body: string }) => message.body)).toEqual(['My own question']);

    for (const path of ['', '/read', '/messages', '/close']) {
      const method = path === '' ? 'GET' : 'POST';
      const url = `/api/chat/conversations/${conversationId}${path}`;
      expect(
        (await call(test, method, url, other.headers, path === '/messages' ? { body: 'x' } : undefined))
          .statusCode,
      ).toBe(403);
      expect((await call(test, method, url, {})).statusCode).toBe(401);
    }
    expect((await call(test, 'GET', '/api/chat/conversations', other.headers)).statusCode).toBe(403);
    for (const staff of [admin, agent]) {
      expect((await call(test, 'GET', '/api/chat', staff.headers)).statusCode).toBe(403);
      expect((await write(staff.headers, 'hi')).statusCode).toBe(403);
    }
    expect((await call(test, 'GET', '/api/chat', {})).statusCode).toBe(401);
    expect(await messagesOf(conversationId)).toHaveLength(1);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(test, 'GET', `/api/chat/conversations/${unknown}`, admin.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call(test, 'POST', `/api/chat/conversations/${unknown}/messages`, admin.headers, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(test, 'POST', `/api/chat/conversations/${unknown}/read`, admin.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call(test, 'POST', `/api/chat/conversations/${unknown}/close`, admin.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a field message and stores nothing', async () => {
    const traveller = await createSignedInUser(test);
    for (const body of [undefined, '', '    ', 'x'.repeat(2001), 42]) {
      const response = await call(
        test,
        'POST',
        '/api/chat/messages',
        traveller.headers,
        body === undefined ? {} : { body },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body');
    }
    const conversations = await test.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, traveller.user.id));
    expect(conversations).toEqual([]);

    const conversationId = (await write(traveller.headers, 'x'.repeat(2000))).json().data.conversationId;
    const reply = await call(
      test,
      'POST',
      `/api/chat/conversations/${conversationId}/messages`,
      agent.headers,
      { body: ' ' },
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe('body');
    expect(await messagesOf(conversationId)).toHaveLength(1);
    const badId = await call(test, 'GET', '/api/chat/conversations/not-a-uuid', agent.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('id');
    for (const [query, field] of [
      ['status=archived', 'status'],
      ['pageSize=0', 'pageSize'],
      ['page=0', 'page'],
    ]) {
      const response = await call(test, 'GET', `/api/chat/conversations?${query}`, agent.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });

  it('tells the user how fast support usually replies once three conversations were answered', async () => {
    await test.db.delete(chatConversations);
    const someone = await createSignedInUser(test);
    const typical = async () =>
      (await call(test, 'GET', '/api/chat', someone.headers)).json().data.typicalReplyMinutes as
        number | null;
    for (const wait of [4, 30, 6]) {
      expect(await typical()).toBeNull();
      const traveller = await createSignedInUser(test);
      const conversationId = (await write(traveller.headers, 'Question')).json().data.conversationId;
      await call(test, 'POST', `/api/chat/conversations/${conversationId}/messages`, agent.headers, {
        body: 'Answer',
      });
      const [asked] = await test.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(chatMessages.id)
        .limit(1);
      if (!asked) throw new Error('question not stored');
      await test.db
        .update(chatMessages)
        .set({ createdAt: new Date(asked.createdAt.getTime() - wait * 60_000) })
        .where(eq(chatMessages.id, asked.id));
    }
    expect(await typical()).toBe(6);
  });
});

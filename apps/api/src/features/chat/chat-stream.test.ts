import { and, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app';
import { openDatabase } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import {
  chatCall as call,
  staffMailAbout,
  listenOnFreePort,
  openStream,
  streamTicket,
} from '../../test/chat';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ticketRefused } from './stream-routes';
import { createStreamTickets, TICKET_LIFETIME_MS } from './stream-ticket';

let test: TestApp;
let baseUrl: string;
beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await listenOnFreePort(test);
}, 120_000);
afterAll(() => test.close());

const streamRefusal = async (ticket: string) => {
  const response = await fetch(`${baseUrl}/api/chat/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream' },
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
};

describe('support chat stream', () => {
  it('delivers messages live: the user hears staff, staff hear every user, nobody hears another user', async () => {
    const traveller = await createSignedInUser(test);
    const stranger = await createSignedInUser(test);
    const agent = await createSignedInUser(test, { role: 'agent' });
    const userStream = await openStream(baseUrl, await streamTicket(test, traveller.headers));
    const strangerStream = await openStream(baseUrl, await streamTicket(test, stranger.headers));
    const staffStream = await openStream(baseUrl, await streamTicket(test, agent.headers));
    expect(userStream.status).toBe(200);
    expect(userStream.contentType).toContain('text/event-stream');
    expect(await userStream.take('ready')).toEqual({ staff: false });
    expect(await staffStream.take('ready')).toEqual({ staff: true });
    await strangerStream.take('ready');

    const asked = await call(test, 'POST', '/api/chat/messages', traveller.headers, {
      body: 'Is anyone live?',
    });
    const conversationId = asked.json().data.conversationId as string;
    expect(await staffStream.take('message')).toMatchObject({
      type: 'message',
      conversationId,
      message: { body: 'Is anyone live?', fromStaff: false },
    });
    expect(await userStream.take('message')).toMatchObject({ message: { body: 'Is anyone live?' } });

    await call(test, 'POST', `/api/chat/conversations/${conversationId}/messages`, agent.headers, {
      body: 'Yes, right here.',
    });
    expect(await userStream.take('message')).toMatchObject({
      conversationId,
      message: { body: 'Yes, right here.', fromStaff: true, authorName: 'Test agent' },
    });
    await call(test, 'POST', `/api/chat/conversations/${conversationId}/close`, agent.headers);
    expect(await userStream.take('closed')).toEqual({ type: 'closed', conversationId });
    expect(strangerStream.pending()).toEqual([]);

    // A live staff stream counts as staff online: no email about this conversation.
    expect(await staffMailAbout(test, conversationId)).toEqual([]);
    for (const stream of [userStream, strangerStream, staffStream]) await stream.close();
  });

  it('refuses forged, expired, session and missing tickets, and tickets of ended sessions', async () => {
    const traveller = await createSignedInUser(test);
    const genuine = await streamTicket(test, traveller.headers);
    const [claims = '', signature] = genuine.split('.');
    const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sid: string };
    const forgedClaims = Buffer.from(JSON.stringify({ ...decoded, exp: Date.now() + 3_600_000 })).toString(
      'base64url',
    );
    const otherKey = createStreamTickets('another-secret-that-is-long-enough-to-sign-with');
    const sessionId = decoded.sid;
    const expired = createStreamTickets(test.config.jwtSecret).issue(
      { userId: traveller.user.id, sessionId },
      Date.now() - TICKET_LIFETIME_MS - 1_000,
    ).ticket;
    for (const ticket of [
      `${forgedClaims}.${signature}`,
      otherKey.issue({ userId: traveller.user.id, sessionId }).ticket,
      expired,
      traveller.token,
      'nonsense',
    ]) {
      expect(await streamRefusal(ticket)).toEqual({
        status: 401,
        body: expect.objectContaining({ message: ticketRefused }),
      });
    }
    const missing = await fetch(`${baseUrl}/api/chat/stream`, { headers: { accept: 'text/event-stream' } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('ticket');
    expect((await call(test, 'POST', '/api/chat/stream-ticket', {})).statusCode).toBe(401);

    await call(test, 'POST', '/api/auth/logout', traveller.headers);
    expect((await streamRefusal(genuine)).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('support chat across instances on PostgreSQL', () => {
  it('delivers a message posted on one instance to a stream on another (LISTEN/NOTIFY)', async () => {
    if (!test.database.url) throw new Error('the test database has no URL');
    const database = openDatabase({ databaseUrl: test.database.url, dataDir: 'memory://' });
    const other = await buildApp({ config: test.config, database });
    await other.ready();
    try {
      const traveller = await createSignedInUser(test);
      const agent = await createSignedInUser(test, { role: 'agent' });
      const staffStream = await openStream(baseUrl, await streamTicket(test, agent.headers));
      await staffStream.take('ready');
      const posted = await other.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: traveller.headers,
        payload: { body: 'Sent through the other instance' },
      });
      expect(posted.statusCode).toBe(201);
      expect(await staffStream.take('message')).toMatchObject({
        conversationId: posted.json().data.conversationId,
        message: { body: 'Sent through the other instance' },
      });
      // The other instance heard that staff are online here, so nobody was emailed.
      const mail = await test.db
        .select()
        .from(emailOutbox)
        .where(
          and(like(emailOutbox.subject, 'Support chat%'), like(emailOutbox.body, '%through the other%')),
        );
      expect(mail).toEqual([]);
      await staffStream.close();
    } finally {
      await other.close();
      await database.close();
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions } from '../../db/schema';
import {
  createSignedInUser,
  createUser,
  DEFAULT_PASSWORD,
  latestLinkToken,
  uniqueEmail,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passwordResetsSettled } from './account-links';
import { deleteOldSecurityEvents } from './delete-old-security-events';
import { refusedRequestsSettled } from './record-refused-requests';
import { addressKeyOf, emailKeyOf, recordSecurityEvent } from '../../domain/identity/record-security-event';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '2', SECURITY_EVENTS_DAYS: '30' });
});
afterAll(() => test.close());

const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** A client address of its own per test, so the per-address limits and events do not mix. */
let lastOctet = 10;
const nextAddress = () => `198.51.100.${(lastOctet += 1)}`;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { payload, headers = {}, address }: { payload?: object; headers?: Record<string, string>; address: string },
) =>
  test.app.inject({
    method,
    url,
    headers: { 'user-agent': userAgent, ...headers },
    remoteAddress: address,
    ...(payload ? { payload } : {}),
  });

const login = (email: string, password: string, address: string) =>
  send('POST', '/api/auth/login', { payload: { email, password }, address });

const eventsFrom = async (address: string) => {
  await refusedRequestsSettled();
  return test.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.addressKey, addressKeyOf(test.config.jwtSecret, address)))
    .orderBy(securityEvents.id);
};

const kindsFrom = async (address: string) => (await eventsFrom(address)).map((event) => event.kind);

describe('security events recorded where they happen', () => {
  it('records a sign-in with the hashed address and the user agent, never the address itself', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    expect((await login(user.email, DEFAULT_PASSWORD, address)).statusCode).toBe(200);
    const [event] = await eventsFrom(address);
    expect(event).toMatchObject({ kind: 'sign_in_succeeded', userId: user.id, userAgent, emailKey: null });
    expect(event?.addressKey).toBe(addressKeyOf(test.config.jwtSecret, address));
    const stored = await test.db.execute(sql`select * from security_events`);
    expect(JSON.stringify(stored)).not.toContain(address);
  });

  it('records a wrong password against the account and an unknown email as its keyed hash only', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    expect((await login(user.email, 'not-the-password', address)).statusCode).toBe(401);
    const ghost = uniqueEmail('ghost');
    expect((await login(ghost, 'not-the-password', address)).statusCode).toBe(401);
    const [wrong, unknown] = await eventsFrom(address);
    expect(wrong).toMatchObject({
      kind: 'sign_in_failed',
      userId: user.id,
      details: { reason: 'wrong_password' },
    });
    expect(unknown).toMatchObject({
      kind: 'sign_in_failed',
      userId: null,
      emailKey: emailKeyOf(test.config.jwtSecret, ghost),
      details: { reason: 'unknown_account' },
    });
    const stored = await test.db.execute(sql`select * from security_events`);
    expect(JSON.stringify(stored)).not.toContain(ghost);
  });

  it('records the lock-out when the login limits answer 429', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 2; attempt += 1) await login(user.email, 'wrong-password-1', address);
    expect((await login(user.email, DEFAULT_PASSWORD, address)).statusCode).toBe(429);
    expect(await kindsFrom(address)).toEqual(['sign_in_failed', 'sign_in_failed', 'sign_in_locked']);
    expect((await eventsFrom(address))[2]?.userId).toBe(user.id);
  });

  it('records a sign-in through the form posted before the app ran', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    const response = await test.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: test.config.publicUrl,
        'sec-fetch-site': 'same-origin',
        'user-agent': userAgent,
      },
      payload: new URLSearchParams({ email: user.email, password: DEFAULT_PASSWORD }).toString(),
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(303);
    expect(await eventsFrom(address)).toMatchObject([
      { kind: 'sign_in_succeeded', userId: user.id, userAgent },
    ]);
  });

  it('records the sign-out, the password change and the sessions it ended', async () => {
    const address = nextAddress();
    const { user, headers } = await createSignedInUser(test);
    const other = await createSignedInUser(test);
    await send('POST', '/api/auth/logout', { headers: other.headers, address });
    const change = await send('POST', '/api/auth/change-password', {
      headers,
      address,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Lantern-orbit-velvet-42' },
    });
    expect(change.statusCode).toBe(200);
    expect(await eventsFrom(address)).toMatchObject([
      { kind: 'signed_out', userId: other.user.id, userAgent },
      { kind: 'password_changed', userId: user.id, details: { sessionsEnded: 0 } },
    ]);
  });

  it('records a reset request (known and unknown email) and its completion', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    const ghost = uniqueEmail('ghost');
    await send('POST', '/api/auth/forgot-password', { payload: { email: user.email }, address });
    // The known email's link is made after the answer: its event may come after the next request's.
    await passwordResetsSettled();
    await send('POST', '/api/auth/forgot-password', { payload: { email: ghost }, address });
    await passwordResetsSettled();
    const token = await latestLinkToken(test.db, user.email);
    const reset = await send('POST', '/api/auth/reset-password', {
      payload: { token, password: 'Lantern-orbit-velvet-42' },
      address,
    });
    expect(reset.statusCode).toBe(200);
    expect(await eventsFrom(address)).toMatchObject([
      { kind: 'password_reset_requested', userId: user.id, details: { isLinkSent: true } },
      { kind: 'password_reset_requested', userId: null, emailKey: emailKeyOf(test.config.jwtSecret, ghost) },
      { kind: 'password_reset_completed', userId: user.id },
    ]);
  });

  it('records ending one session and every other session', async () => {
    const address = nextAddress();
    const { user, headers } = await createSignedInUser(test);
    const second = await send('POST', '/api/auth/login', {
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      address,
    });
    await send('POST', '/api/auth/login', {
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      address,
    });
    const [secondSession] = await test.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.createdAt)
      .offset(1)
      .limit(1);
    expect(second.statusCode).toBe(200);
    await send('DELETE', `/api/auth/sessions/${secondSession?.id}`, { headers, address });
    await send('POST', '/api/auth/sessions/end-others', { headers, address });
    const kinds = (await eventsFrom(address)).filter((event) => event.kind.startsWith('session'));
    expect(kinds).toMatchObject([
      { kind: 'session_revoked', userId: user.id, details: { sessionId: secondSession?.id } },
      { kind: 'sessions_revoked_all', userId: user.id, details: { count: 1 } },
    ]);
  });
});

describe('refused requests', () => {
  it('records a 401 and a 403 once a minute per address and status, however often they come', async () => {
    const address = nextAddress();
    const traveller = await createSignedInUser(test);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send('GET', '/api/auth/profile', { address })).statusCode).toBe(401);
      const refused = await send('GET', '/api/admin/users', { headers: traveller.headers, address });
      expect(refused.statusCode).toBe(403);
    }
    const events = await eventsFrom(address);
    expect(events).toMatchObject([
      {
        kind: 'request_refused',
        userId: null,
        details: { status: 401, method: 'GET', route: '/api/auth/profile' },
      },
      {
        kind: 'request_refused',
        userId: traveller.user.id,
        details: { status: 403, route: '/api/admin/users' },
      },
    ]);
    // Another address is counted on its own.
    const elsewhere = nextAddress();
    await send('GET', '/api/auth/profile', { address: elsewhere });
    expect(await kindsFrom(elsewhere)).toEqual(['request_refused']);
  });

  it('leaves a refused sign-in to its own event', async () => {
    const address = nextAddress();
    await login(uniqueEmail('ghost'), 'whatever-password', address);
    expect(await kindsFrom(address)).toEqual(['sign_in_failed']);
  });
});

describe('recording and retention', () => {
  it('logs a failed write instead of failing the request it describes', async () => {
    const errors: unknown[] = [];
    const log = { ...test.app.log, error: (...args: unknown[]) => errors.push(args) } as typeof test.app.log;
    const client = { ip: nextAddress(), userAgent: 'x' };
    // A user id that names nobody breaks the foreign key.
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(
      recordSecurityEvent(
        { db: test.db, config: test.config, log },
        { kind: 'signed_out', client, userId: missing },
      ),
    ).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    // Inside a transaction, the transaction goes on and commits.
    const user = await createUser(test.db);
    await test.db.transaction(async (tx) => {
      await recordSecurityEvent(
        { db: test.db, config: test.config, log },
        { kind: 'signed_out', client, userId: missing },
        tx,
      );
      await recordSecurityEvent(
        { db: test.db, config: test.config, log },
        { kind: 'signed_out', client, userId: user.id },
        tx,
      );
    });
    expect(await kindsFrom(client.ip)).toEqual(['signed_out']);
  });

  it('deletes events older than SECURITY_EVENTS_DAYS and keeps the rest', async () => {
    const address = nextAddress();
    const user = await createUser(test.db);
    const addressKey = addressKeyOf(test.config.jwtSecret, address);
    const day = 86_400_000;
    await test.db.insert(securityEvents).values([
      { kind: 'signed_out', userId: user.id, addressKey, createdAt: new Date(Date.now() - 31 * day) },
      { kind: 'password_changed', userId: user.id, addressKey, createdAt: new Date(Date.now() - 29 * day) },
    ]);
    expect(
      await deleteOldSecurityEvents({ db: test.db, config: test.config, log: test.app.log }),
    ).toBeGreaterThanOrEqual(1);
    const left = await test.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.addressKey, addressKey)));
    expect(left).toEqual([{ kind: 'password_changed' }]);
  });
});

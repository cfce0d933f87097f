import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const profile = (headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;

describe('sessions and tokens', () => {
  it('returns the profile of the signed-in user', async () => {
    const { user, headers } = await createSignedInUser(test);
    const response = await profile(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers 401 without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
  });

  it('revokes the session on logout: the same token then gets 401 everywhere', async () => {
    const { headers } = await createSignedInUser(test);
    const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('Logged out successfully');
    for (const request of [
      { method: 'GET' as const, url: '/api/auth/profile' },
      { method: 'GET' as const, url: '/api/notifications/unread-count' },
      { method: 'POST' as const, url: '/api/auth/logout' },
    ]) {
      expect((await test.app.inject({ ...request, headers })).statusCode).toBe(401);
    }
  });

  it('keeps other sessions of the same user open after one logs out', async () => {
    const first = await createSignedInUser(test);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.user.email, password: 'correct-horse-battery' },
    });
    const second = { authorization: `Bearer ${login.json().data.token}` };
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first.headers });
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('rejects a forged token signed with another secret', async () => {
    const { user, token } = await createSignedInUser(test);
    const forged = await new SignJWT({ sid: sessionIdOf(token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-secret-that-is-long-enough!!'));
    expect((await profile({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('rejects a tampered token, a token with alg none, and garbage', async () => {
    const { token } = await createSignedInUser(test);
    const [header, , signature] = token.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sid: 'x', sub: 'y', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${otherClaims}.`;
    for (const bad of [`${header}.${otherClaims}.${signature}`, unsigned, 'garbage', '']) {
      expect((await profile({ authorization: `Bearer ${bad}` })).statusCode).toBe(401);
    }
  });

  it('rejects a token whose session has expired in the database', async () => {
    const { token, headers } = await createSignedInUser(test);
    await test.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('rejects the token of a user deactivated after signing in', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it("rejects a valid session id presented under another user's id", async () => {
    const victim = await createSignedInUser(test);
    const attacker = await createSignedInUser(test);
    const signed = await new SignJWT({ sid: sessionIdOf(victim.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(attacker.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(test.config.jwtSecret));
    expect((await profile({ authorization: `Bearer ${signed}` })).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates the given fields and keeps the rest', async () => {
    const { headers } = await createSignedInUser(test);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: ' Grace ', phone: '+1 555 0100' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { firstName: 'Grace', lastName: 'general', fullName: 'Grace general', phone: '+1 555 0100' },
    });
  });

  it('rejects blank names and bad dates with field messages and changes nothing', async () => {
    const { user, headers } = await createSignedInUser(test);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: '  ', lastName: 'Hopper', dateOfBirth: 'yesterday' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'dateOfBirth', message: 'Date of birth must be a real date in the past' },
      ]),
    );
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.lastName).toBe('general');
  });

  it('ignores attempts to change role or email through the profile', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { role: 'admin', email: 'new@example.com', firstName: 'Eve' },
    });
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ role: 'general', email: user.email, firstName: 'Eve' });
  });

  it('answers 401 without a session', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('idle sessions', () => {
  const signIn = async (role: 'general' | 'admin', rememberMe: boolean) => {
    const { user } = await createSignedInUser(test, { role });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD, rememberMe },
    });
    const token = response.json().data.token as string;
    return { sessionId: sessionIdOf(token) as string, headers: { authorization: `Bearer ${token}` } };
  };
  const lastSeen = async (sessionId: string, minutesAgo: number) => {
    await test.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(sessions.id, sessionId));
  };
  const lastSeenOf = async (sessionId: string) => {
    const [row] = await test.db.select().from(sessions).where(eq(sessions.id, sessionId));
    return row?.lastSeenAt.getTime() ?? 0;
  };

  it('ends a session unused for SESSION_IDLE_MINUTES (30), and marks a used one seen', async () => {
    const idle = await signIn('general', false);
    await lastSeen(idle.sessionId, 31);
    expect((await profile(idle.headers)).statusCode).toBe(401);

    const active = await signIn('general', false);
    await lastSeen(active.sessionId, 29);
    expect((await profile(active.headers)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeenOf(active.sessionId))).toBeLessThan(5_000);
  });

  it('keeps a traveller\'s "Remember me" session past the idle time, never a staff member\'s', async () => {
    const traveller = await signIn('general', true);
    await lastSeen(traveller.sessionId, 24 * 60);
    expect((await profile(traveller.headers)).statusCode).toBe(200);
    const admin = await signIn('admin', true);
    await lastSeen(admin.sessionId, 31);
    expect((await profile(admin.headers)).statusCode).toBe(401);
  });

  it('writes the time seen at most once a minute, not at each request', async () => {
    const session = await signIn('general', false);
    await lastSeen(session.sessionId, 0.5);
    const before = await lastSeenOf(session.sessionId);
    for (let request = 0; request < 3; request += 1)
      expect((await profile(session.headers)).statusCode).toBe(200);
    expect(await lastSeenOf(session.sessionId)).toBe(before);
  });
});

import type { Role } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const roles: Role[] = ['general', 'agent', 'corporate', 'admin'];
const firefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method, url, headers });

describe('GET /api/auth/sessions', () => {
  it.each(roles)(
    'lists the open sessions of a signed-in %s, this one marked, nobody else’s',
    async (role) => {
      const { user, headers } = await createSignedInUser(test, { role });
      const other = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': firefox },
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
      expect(other.statusCode).toBe(200);
      await createSignedInUser(test, { role });
      const response = await call('GET', '/api/auth/sessions', headers);
      expect(response.statusCode).toBe(200);
      const listed = response.json().data as { isCurrent: boolean; device: string }[];
      expect(listed).toHaveLength(2);
      expect(listed.filter((session) => session.isCurrent)).toHaveLength(1);
      expect(listed.map((session) => session.device)).toContain('Firefox on macOS');
    },
  );

  it('answers 401 to an anonymous caller', async () => {
    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it('leaves out ended sessions', async () => {
    const user = await createUser(test.db);
    const first = await loginAs(test, user.email);
    const second = await loginAs(test, user.email);
    await call('POST', '/api/auth/logout', second.headers);
    const listed = (await call('GET', '/api/auth/sessions', first.headers)).json().data;
    expect(listed).toHaveLength(1);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it.each(roles)('lets a %s end another of their sessions, which is refused at once', async (role) => {
    const user = await createUser(test.db, { role });
    const here = await loginAs(test, user.email);
    const there = await loginAs(test, user.email);
    // Seen once, so this instance's cache holds it: ending it must still take effect at once.
    expect((await call('GET', '/api/auth/profile', there.headers)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/auth/sessions', here.headers)).json().data as {
      id: string;
      isCurrent: boolean;
    }[];
    const target = listed.find((session) => !session.isCurrent);
    const response = await call('DELETE', `/api/auth/sessions/${target?.id}`, here.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('That session is signed out.');
    expect((await call('GET', '/api/auth/profile', there.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/profile', here.headers)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session, which stays open", async () => {
    const owner = await createSignedInUser(test);
    const intruder = await createSignedInUser(test, { role: 'admin' });
    const [session] = (await call('GET', '/api/auth/sessions', owner.headers)).json().data as {
      id: string;
    }[];
    const response = await call('DELETE', `/api/auth/sessions/${session?.id}`, intruder.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That session is not one of yours, or it has already ended.');
    expect((await call('GET', '/api/auth/profile', owner.headers)).statusCode).toBe(200);
  });

  it('answers 404 for a session already ended, and 400 with the field for an id that is not a UUID', async () => {
    const { headers } = await createSignedInUser(test);
    const gone = await call('DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000', headers);
    expect(gone.statusCode).toBe(404);
    const bad = await call('DELETE', '/api/auth/sessions/not-a-session', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'id', message: 'Session id must be a UUID' }]);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await call('DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it.each(roles)('ends every other session of a %s and keeps this one', async (role) => {
    const user = await createUser(test.db, { role });
    const here = await loginAs(test, user.email);
    const others = [await loginAs(test, user.email), await loginAs(test, user.email)];
    const bystander = await createSignedInUser(test, { role });
    const response = await call('POST', '/api/auth/sessions/end-others', here.headers);
    expect(response.statusCode).toBe(200);
    for (const other of others)
      expect((await call('GET', '/api/auth/profile', other.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/profile', here.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/profile', bystander.headers)).statusCode).toBe(200);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await call('POST', '/api/auth/sessions/end-others')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/security-events', () => {
  it.each(roles)(
    'lists a %s’s own sign-ins and failed attempts, newest first, no one else’s',
    async (role) => {
      const user = await createUser(test.db, { role });
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'not-the-password' },
      });
      const { headers } = await loginAs(test, user.email);
      await createSignedInUser(test, { role });
      const response = await call('GET', '/api/auth/security-events', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject([{ kind: 'sign_in_succeeded' }, { kind: 'sign_in_failed' }]);
    },
  );

  it('answers 401 to an anonymous caller', async () => {
    expect((await call('GET', '/api/auth/security-events')).statusCode).toBe(401);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalEventBus } from '../../events/event-bus';
import { createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSessionCache, type LiveSession } from '../../domain/identity/session-cache';
import type { UserRow } from '../../domain/identity/views';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url, headers });

/** A signed-in user whose session the cache already holds (one authenticated request made). */
const cachedSession = async (role: 'general' | 'admin' = 'general') => {
  const signedIn = await createSignedInUser(test, { role });
  expect((await get('/api/auth/profile', signedIn.headers)).statusCode).toBe(200);
  return signedIn;
};

describe('the session cache on the next request', () => {
  it('refuses a session after logout', async () => {
    const { headers } = await cachedSession();
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect((await get('/api/auth/profile', headers)).statusCode).toBe(401);
  });

  it('refuses the other sessions after a password change', async () => {
    const other = await cachedSession();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.user.email, password: DEFAULT_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a-brand-new-passphrase-42' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/api/auth/profile', other.headers)).statusCode).toBe(401);
    expect((await get('/api/auth/profile', headers)).statusCode).toBe(200);
  });

  it("refuses a deactivated user's session and shows a demoted admin the new role", async () => {
    const admin = await cachedSession('admin');
    const deactivated = await cachedSession();
    const demoted = await cachedSession('admin');
    expect((await get('/api/users/list', demoted.headers)).statusCode).toBe(200);
    const change = (id: string, payload: object) =>
      test.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin.headers, payload });
    expect((await change(deactivated.user.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await change(demoted.user.id, { role: 'general' })).statusCode).toBe(200);
    expect((await get('/api/auth/profile', deactivated.headers)).statusCode).toBe(401);
    expect((await get('/api/users/list', demoted.headers)).statusCode).toBe(403);
    expect((await get('/api/auth/profile', demoted.headers)).json().data.role).toBe('general');
  });

  it('shows a profile change on the next request', async () => {
    const { headers } = await cachedSession();
    await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: 'Ada' },
    });
    expect((await get('/api/auth/profile', headers)).json().data.firstName).toBe('Ada');
  });
});

describe('createSessionCache', () => {
  const user = (id: string) => ({ id }) as UserRow;
  const live = (id: string): LiveSession => ({
    user: user(id),
    sessionExpiresAt: new Date(Date.now() + 3_600_000),
  });
  const counting = () => {
    const loads: string[] = [];
    const load = (sessionId: string, userId: string) => async () => {
      loads.push(sessionId);
      return live(userId);
    };
    return { loads, load };
  };
  afterEach(() => vi.useRealTimers());

  it('holds at most maxEntries sessions, dropping the least recently used', async () => {
    const cache = createSessionCache({ events: createLocalEventBus(), log: test.app.log, maxEntries: 2 });
    const { loads, load } = counting();
    await cache.find('a', 'u1', load('a', 'u1'));
    await cache.find('b', 'u2', load('b', 'u2'));
    await cache.find('a', 'u1', load('a', 'u1'));
    await cache.find('c', 'u3', load('c', 'u3'));
    expect(cache.size()).toBe(2);
    await cache.find('a', 'u1', load('a', 'u1'));
    await cache.find('b', 'u2', load('b', 'u2'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('asks the database again once an entry has lived its lifetime, or its session has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createSessionCache({
      events: createLocalEventBus(),
      log: test.app.log,
      lifetimeMs: 60_000,
    });
    const { loads, load } = counting();
    await cache.find('a', 'u1', load('a', 'u1'));
    vi.advanceTimersByTime(59_000);
    await cache.find('a', 'u1', load('a', 'u1'));
    vi.advanceTimersByTime(2_000);
    await cache.find('a', 'u1', load('a', 'u1'));
    const ending: LiveSession = { user: user('u2'), sessionExpiresAt: new Date(Date.now() + 1_000) };
    await cache.find('b', 'u2', async () => ending);
    vi.advanceTimersByTime(1_500);
    await cache.find('b', 'u2', load('b', 'u2'));
    expect(loads).toEqual(['a', 'a', 'b']);
  });

  it('does not keep what a lookup read while a change was being made', async () => {
    const cache = createSessionCache({ events: createLocalEventBus(), log: test.app.log });
    const { loads, load } = counting();
    await cache.find('a', 'u1', async () => {
      cache.forget({ u: 'u1' });
      return live('u1');
    });
    await cache.find('a', 'u1', load('a', 'u1'));
    expect(loads).toEqual(['a']);
  });

  it('answers from the database while the event bus cannot hear changes', async () => {
    const events = { ...createLocalEventBus(), hearing: () => null };
    const cache = createSessionCache({ events, log: test.app.log });
    const { loads, load } = counting();
    await cache.find('a', 'u1', load('a', 'u1'));
    await cache.find('a', 'u1', load('a', 'u1'));
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size()).toBe(0);
  });
});

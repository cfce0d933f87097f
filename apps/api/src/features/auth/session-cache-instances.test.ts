import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app';
import { openDatabase, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// A notification reaches the other instance a few milliseconds after the change commits.
const DELIVERY = { timeout: 2_000, interval: 20 };

describe.skipIf(!process.env.DATABASE_URL)('the session cache across instances on PostgreSQL', () => {
  let test: TestApp;
  let database: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    test = await createTestApp();
    if (!test.database.url) throw new Error('the test database has no URL');
    database = openDatabase({ databaseUrl: test.database.url, dataDir: 'memory://' });
    other = await buildApp({ config: test.config, database, webServer: null });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await database.close();
    await test.close();
  });

  const onOther = (url: string, headers: Record<string, string>) =>
    other.inject({ method: 'GET', url, headers });
  const profileOnOther = async (headers: Record<string, string>) => {
    const response = await onOther('/api/auth/profile', headers);
    return response.statusCode === 200 ? (response.json().data as { role: string; firstName: string }) : null;
  };
  /** Signed in, with the session held by the other instance's cache. */
  const cachedOnOther = async (role: 'general' | 'admin' = 'general') => {
    const signedIn = await createSignedInUser(test, { role });
    expect(await profileOnOther(signedIn.headers)).not.toBeNull();
    return signedIn;
  };

  it('refuses on the other instance a session logged out on this one', async () => {
    const { headers } = await cachedOnOther();
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    await expect.poll(() => profileOnOther(headers), DELIVERY).toBeNull();
  });

  it('refuses on the other instance the sessions a password change ended', async () => {
    const { user, headers } = await cachedOnOther();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const current = { authorization: `Bearer ${login.json().data.token}` };
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: current,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a-brand-new-passphrase-42' },
    });
    expect(change.statusCode).toBe(200);
    await expect.poll(() => profileOnOther(headers), DELIVERY).toBeNull();
    expect(await profileOnOther(current)).not.toBeNull();
  });

  it('applies a deactivation and a role change made on this instance to the next requests on the other', async () => {
    const admin = await createSignedInUser(test, { role: 'admin' });
    const deactivated = await cachedOnOther();
    const demoted = await cachedOnOther('admin');
    expect((await onOther('/api/users/list', demoted.headers)).statusCode).toBe(200);
    const change = (id: string, payload: object) =>
      test.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin.headers, payload });
    expect((await change(deactivated.user.id, { status: 'inactive' })).statusCode).toBe(200);
    expect((await change(demoted.user.id, { role: 'general' })).statusCode).toBe(200);
    await expect.poll(() => profileOnOther(deactivated.headers), DELIVERY).toBeNull();
    await expect
      .poll(async () => (await onOther('/api/users/list', demoted.headers)).statusCode, DELIVERY)
      .toBe(403);
  });

  it('listens again after losing its connection, and invalidates as before', async () => {
    const listeners = async () => {
      const [row] = await test.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and query ilike 'LISTEN%'`);
      return row?.count ?? 0;
    };
    expect(await listeners()).toBe(2);
    await test.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await expect.poll(listeners, { timeout: 5_000, interval: 50 }).toBe(2);

    const { user, headers } = await cachedOnOther();
    const rename = (firstName: string) =>
      test.db.update(users).set({ firstName }).where(eq(users.id, user.id));
    // Once the other instance hears again it answers from its cache: a change made behind the app's back
    // goes unseen there. (Until its listener is back, it reads the database and sees the change.)
    await expect
      .poll(
        async () => {
          await rename('Test');
          await profileOnOther(headers);
          await rename('Unnoticed');
          return (await profileOnOther(headers))?.firstName;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe('Test');
    await test.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { firstName: 'Noticed' },
    });
    await expect.poll(async () => (await profileOnOther(headers))?.firstName, DELIVERY).toBe('Noticed');
  });
});

import { roles } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../domain/identity/demo-accounts';
import { seedDemoData } from '../../demo/seed-demo-data';
import { secondFactors, users } from '../../db/schema';
import { createUser, enrolTotp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('demo mode on', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ DEMO_MODE: 'true' });
    await seedDemoData(test.db, test.config.passwordHashCost);
    await seedDemoData(test.db, test.config.passwordHashCost);
  });
  afterAll(() => test.close());

  it('lists one demo account per role, once, with a password that logs in', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    const accounts = response.json().data as { role: string; email: string; password: string }[];
    expect(accounts.map((account) => account.role).sort()).toEqual([...roles].sort());
    for (const account of accounts) {
      expect(account.password).toBe(DEMO_PASSWORD);
      const login = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(login.json().data.user.role).toBe(account.role);
    }
  });

  it('exempts role-switcher sessions from the second factor, but not the demo admin signing in with a password', async () => {
    const demo = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'admin' },
    });
    const switched = { authorization: `Bearer ${demo.json().data.token}` };
    expect(demo.json().data.secondFactor).toBeUndefined();
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/users', headers: switched })).statusCode,
    ).toBe(200);
    const status = await test.app.inject({
      method: 'GET',
      url: '/api/auth/second-factor',
      headers: switched,
    });
    expect(status.json().data).toMatchObject({ isDemoSession: true, step: null });
    // Nor may it change the shared account's factors: a factor would lock every other visitor out.
    for (const url of ['totp', 'passkeys/register-options', 'recovery-codes']) {
      const change = await test.app.inject({
        method: 'POST',
        url: `/api/auth/second-factor/${url}`,
        headers: switched,
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().code).toBe('DEMO_SESSION');
    }
    expect(
      await test.db.select().from(secondFactors).where(eq(secondFactors.userId, demo.json().data.user.id)),
    ).toEqual([]);

    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demo.json().data.user.email, password: DEMO_PASSWORD },
    });
    expect(login.json().data.secondFactor).toBe('enrol');
    const withPassword = { authorization: `Bearer ${login.json().data.token}` };
    const refused = await test.app.inject({ method: 'GET', url: '/api/admin/users', headers: withPassword });
    expect(refused.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
  });

  it('never asks a role-switcher session for a step-up, even when the demo account has a factor', async () => {
    const demo = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'admin' },
    });
    await enrolTotp(test.db, demo.json().data.user.id);
    const traveller = await createUser(test.db);
    const promoted = await test.app.inject({
      method: 'PUT',
      url: `/api/users/${traveller.id}`,
      headers: { authorization: `Bearer ${demo.json().data.token}` },
      payload: { role: 'agent' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.role).toBe('agent');
  });

  it.each(roles)('signs in as the %s demo account through the role switcher', async (role) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user.role).toBe(role);
    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.id).toBe(user.id);
  });

  it('signs the web app in as a demo account with a session cookie that ends with the browser', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      headers: { origin: 'http://localhost:3000', 'x-requested-with': 'visabridge' },
      payload: { role: 'agent' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toBeUndefined();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^vb_session=.+HttpOnly/);
    expect(setCookie).not.toContain('Max-Age');
  });

  it('never signs in as an account the demo seed did not create', async () => {
    const demoLogin = (role: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { role } });
    const admin = (await demoLogin('admin')).json().data.user;
    // A real administrator, and an account flagged as demo under another address, both created first.
    const realAdmin = await createUser(test.db, { role: 'admin' });
    const flaggedAdmin = await createUser(test.db, { role: 'admin' });
    const earlier = new Date('2020-01-01');
    await test.db.update(users).set({ createdAt: earlier }).where(eq(users.id, realAdmin.id));
    await test.db
      .update(users)
      .set({ createdAt: earlier, isDemo: true })
      .where(eq(users.id, flaggedAdmin.id));
    expect((await demoLogin('admin')).json().data.user.id).toBe(admin.id);
    await test.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id));
    const afterDeletion = await demoLogin('admin');
    expect(afterDeletion.statusCode).toBe(404);
    await test.db.update(users).set({ deletedAt: null }).where(eq(users.id, admin.id));
  });

  it('stops listing a demo account once it is deleted; a restart seeds it again', async () => {
    const switched = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'general' },
    });
    const { token, user } = switched.json().data;
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: DEMO_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const listed = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json().data as {
        email: string;
      }[];
    expect((await listed()).map((account) => account.email)).not.toContain(user.email);
    await seedDemoData(test.db, test.config.passwordHashCost);
    expect((await listed()).map((account) => account.email)).toContain(user.email);
  });

  it('rejects an unknown role with 400', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'root' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('role');
  });
});

describe('demo mode off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ DEMO_MODE: 'false' });
    await seedDemoData(test.db, test.config.passwordHashCost);
  });
  afterAll(() => test.close());

  it('hides the demo accounts and the role switcher with 404', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).statusCode).toBe(404);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo-login',
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(404);
  });
});

import { roles } from '@visabridge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts';
import { seedDemoData } from '../../demo/seed-demo-data';
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

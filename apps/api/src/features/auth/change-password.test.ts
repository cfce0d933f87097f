import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createSignedInUser, DEFAULT_PASSWORD, latestLinkToken, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3' });
});
afterAll(() => test.close());

const changePassword = (headers: Record<string, string>, payload: object) =>
  test.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });
const profile = (headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
const login = (email: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const NEW_PASSWORD = 'a-brand-new-passphrase';

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password with 400 on currentPassword and keeps the old one', async () => {
    const { user, headers } = await createSignedInUser(test);
    const response = await changePassword(headers, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, and a short new one, per field', async () => {
    const { headers } = await createSignedInUser(test);
    const same = await changePassword(headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      { field: 'newPassword', message: 'Choose a new password that differs from your current one' },
    ]);
    const short = await changePassword(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' });
    expect(short.json().errors).toEqual([
      { field: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('ends the other sessions, keeps this one, and only the new password logs in afterwards', async () => {
    const { user, headers } = await createSignedInUser(test);
    const otherDevice = await loginAs(test, user.email);
    const response = await changePassword(headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed');

    expect((await profile(headers)).statusCode).toBe(200);
    expect((await profile(otherDevice.headers)).statusCode).toBe(401);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const [notice] = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, user.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(notice?.subject).toBe('Your password was changed');
  });

  it('limits wrong current passwords like failed logins (429)', async () => {
    const { headers } = await createSignedInUser(test);
    const wrong = { currentPassword: 'guess-guess', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await changePassword(headers, wrong)).statusCode).toBe(400);
    }
    const blocked = await changePassword(headers, { ...wrong, currentPassword: DEFAULT_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('ends the reset links sent before, and refuses a guessable new password', async () => {
    const { user, headers } = await createSignedInUser(test);
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const token = await latestLinkToken(test.db, user.email);
    const weak = await changePassword(headers, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: '12345678',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({
      field: 'newPassword',
      message: expect.stringMatching(/^This password is too easy to guess: /),
    });
    expect(
      (await changePassword(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const stale = await test.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'attacker-secret-9' },
    });
    expect(stale.statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

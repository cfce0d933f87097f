import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema';
import {
  createSignedInUser,
  createUser,
  firstVersions,
  latestLinkToken,
  loginAs,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers });

const registerTraveller = async (email: string) => {
  const response = await post('/api/auth/register', {
    fullName: 'Lin Wei',
    email,
    phone: '+86 10 5555 0100',
    password: 'great-wall-1234',
    nationality: 'CN',
    dateOfBirth: '1985-06-01',
    acceptedVersions: firstVersions,
  });
  expect(response.statusCode).toBe(202);
};

describe('email verification', () => {
  it('verifies the address with the emailed link, and says so again on a second click', async () => {
    await registerTraveller('lin.wei@example.com');
    const token = await latestLinkToken(test.db, 'lin.wei@example.com');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Your email address is verified.');
    const { headers } = await loginAs(test, 'lin.wei@example.com', 'great-wall-1234');
    const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.json().data.isEmailVerified).toBe(true);

    const reused = await post('/api/auth/verify-email', { token });
    expect(reused.statusCode).toBe(200);
    expect(reused.json().message).toBe('This link was used already: your email address is verified.');
  });

  it('refuses a used link once its account is no longer verified', async () => {
    await registerTraveller('changed.address@example.com');
    const token = await latestLinkToken(test.db, 'changed.address@example.com');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    // As after a change of address: the old link proves nothing about the new one.
    await test.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.email, 'changed.address@example.com'));
    const reused = await post('/api/auth/verify-email', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { field: 'token', message: 'This verification link is invalid or has expired.' },
    ]);
  });

  it('rejects an unknown, an empty and an expired token', async () => {
    await registerTraveller('expired.verify@example.com');
    const token = await latestLinkToken(test.db, 'expired.verify@example.com');
    await test.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: 'made-up' })).statusCode).toBe(400);
    const empty = await post('/api/auth/verify-email', { token: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'token', message: 'Token is required' }]);
  });

  it('does not accept a password-reset token as a verification token', async () => {
    const user = await createUser(test.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const resetToken = await latestLinkToken(test.db, user.email);
    expect((await post('/api/auth/verify-email', { token: resetToken })).statusCode).toBe(400);
  });

  it('sends a new link on request to a signed-in unverified user, and refuses when already verified', async () => {
    const { user, headers } = await createSignedInUser(test);
    const resent = await post('/api/auth/resend-verification', {}, headers);
    expect(resent.statusCode).toBe(200);
    const token = await latestLinkToken(test.db, user.email);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await post('/api/auth/resend-verification', {}, headers)).statusCode).toBe(409);
    expect((await post('/api/auth/resend-verification', {})).statusCode).toBe(401);
  });

  it('refuses a fourth verification email within the hour with 429', async () => {
    const { headers } = await createSignedInUser(test);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/resend-verification', {}, headers)).statusCode).toBe(200);
    }
    const capped = await post('/api/auth/resend-verification', {}, headers);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/already sent several links/);
    // The first of the three leaves the hour in just under an hour.
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });
});

import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, userTokens, users } from '../../db/schema';
import {
  createSignedInUser,
  createUser,
  firstVersions,
  latestLinkToken,
  loginAs,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passwordResetsSettled } from './account-links';

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

describe('password reset', () => {
  const sameAnswer = {
    success: true,
    message: 'If an account exists for that email, we have sent a link to reset the password.',
  };

  it('gives the same answer whether or not the email exists, and only emails real accounts', async () => {
    const user = await createUser(test.db);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(sameAnswer);
    expect(unknown.json()).toEqual(sameAnswer);
    await passwordResetsSettled();
    expect(
      await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'ghost@example.com')),
    ).toHaveLength(0);
    expect(
      await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email)),
    ).toHaveLength(1);
  });

  it('ends the older reset link as soon as a newer one is sent', async () => {
    const user = await createUser(test.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const older = await latestLinkToken(test.db, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    await latestLinkToken(test.db, user.email);
    const stale = await post('/api/auth/reset-password', { token: older, password: 'attacker-secret-9' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].field).toBe('token');
  });

  it('emails at most three reset links per hour, still giving the same answer', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/auth/forgot-password', { email: user.email });
      expect(response.json()).toEqual(sameAnswer);
    }
    await passwordResetsSettled();
    expect(
      await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email)),
    ).toHaveLength(3);
  });

  it('rejects a bad email with a field message', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('sets the new password with a single-use token and ends every open session', async () => {
    const { user, headers } = await createSignedInUser(test);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await latestLinkToken(test.db, user.email);

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. You can log in now.');
    expect((await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(
      401,
    );
    await expect(loginAs(test, user.email)).rejects.toThrow();
    await loginAs(test, user.email, 'brand-new-secret');

    const reused = await post('/api/auth/reset-password', { token, password: 'another-secret' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it("keeps the account's interface language when the reset comes from a browser in another", async () => {
    const user = await createUser(test.db);
    await test.db.update(users).set({ interfaceLanguage: 'ar' }).where(eq(users.id, user.id));
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await latestLinkToken(test.db, user.email);
    const reset = await post(
      '/api/auth/reset-password',
      { token, password: 'brand-new-secret', interfaceLanguage: 'es' },
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(reset.statusCode).toBe(200);
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.interfaceLanguage).toBe('ar');
  });

  it('ends every other reset link and emails the owner that the password changed', async () => {
    const user = await createUser(test.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const older = await latestLinkToken(test.db, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const newer = await latestLinkToken(test.db, user.email);
    expect(
      (await post('/api/auth/reset-password', { token: newer, password: 'brand-new-secret' })).statusCode,
    ).toBe(200);
    const stale = await post('/api/auth/reset-password', { token: older, password: 'attacker-secret-9' });
    expect(stale.statusCode).toBe(400);
    await loginAs(test, user.email, 'brand-new-secret');
    const [changed] = await test.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, user.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(changed?.subject).toBe('Your password was changed');
    expect(changed?.body).toContain('http://localhost:3000/forgot-password');
    expect(changed?.body).not.toContain('token=');
  });

  it.each(['password', '12345678', '        '])(
    'refuses the guessable new password %j on a reset without using up the link',
    async (password) => {
      const user = await createUser(test.db);
      await post('/api/auth/forgot-password', { email: user.email });
      const token = await latestLinkToken(test.db, user.email);
      const weak = await post('/api/auth/reset-password', { token, password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0]).toMatchObject({
        field: 'password',
        message: expect.stringMatching(/^This password is too easy to guess: /),
      });
      expect(
        (await post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).statusCode,
      ).toBe(200);
    },
  );

  it('rejects an expired token and leaves the password unchanged', async () => {
    const user = await createUser(test.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await latestLinkToken(test.db, user.email);
    await test.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).statusCode).toBe(
      400,
    );
    const [stored] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBe(user.passwordHash);
  });

  it('rejects a short new password without using up the token', async () => {
    const user = await createUser(test.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await latestLinkToken(test.db, user.email);
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect((await post('/api/auth/reset-password', { token, password: 'long-enough-now' })).statusCode).toBe(
      200,
    );
  });
});

describe('forgot-password timing', () => {
  const logLines: string[] = [];
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    );
  });
  afterAll(() => timed.close());

  /** The server's own time to answer (the access log's), which a client far away sees. */
  const answerTimeOf = async (email: string) => {
    const response = await timed.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    await passwordResetsSettled();
    const requestId = response.headers['x-request-id'];
    const line = logLines
      .map((entry) => JSON.parse(entry) as { reqId?: string; msg?: string; ms?: number })
      .find((entry) => entry.reqId === requestId && entry.msg === 'request completed');
    return line?.ms ?? Number.NaN;
  };

  it('answers a known email as fast as an unknown one: the link is made after the answer', async () => {
    // One account per round, so each known email does the full work (links are capped at three an hour).
    const known = await Promise.all(Array.from({ length: 15 }, () => createUser(timed.db)));
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const [round, user] of known.entries()) {
      times.known.push(await answerTimeOf(user.email));
      times.unknown.push(await answerTimeOf(`ghost-${round}@example.com`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const figures = `median known ${median(times.known)} ms, unknown ${median(times.unknown)} ms`;
    expect(Math.abs(median(times.known) - median(times.unknown)), figures).toBeLessThanOrEqual(
      Math.max(2, median(times.unknown) * 0.3),
    );
    const sent = await timed.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.recipient,
          known.map((user) => user.email),
        ),
      );
    expect(sent).toHaveLength(15);
  });
});

import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, userTokens, users } from '../../db/schema';
import { createSignedInUser, createUser, latestLinkToken, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passwordResetsSettled } from './account-links';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers });

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

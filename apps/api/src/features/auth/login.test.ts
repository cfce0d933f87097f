import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../db/schema';
import { hashPassword } from '../../domain/identity/passwords';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
});
afterAll(() => test.close());

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

const hoursUntil = (isoDate: string) => (new Date(isoDate).getTime() - Date.now()) / 3_600_000;

describe('POST /api/auth/login', () => {
  it('returns a token, its expiry and the user, and stores a session', async () => {
    const user = await createUser(test.db);
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Login successful!');
    expect(data.user).toMatchObject({ id: user.id, email: user.email, role: 'general' });
    expect(hoursUntil(data.expiresAt)).toBeCloseTo(12, 0);
    const claims = decodeJwt(data.token);
    const [session] = await test.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(session?.userId).toBe(user.id);
  });

  it('gives a 30-day session with remember me', async () => {
    const user = await createUser(test.db);
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD, rememberMe: true });
    expect(hoursUntil(response.json().data.expiresAt) / 24).toBeCloseTo(30, 0);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const user = await createUser(test.db);
    const response = await login({ email: `  ${user.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const user = await createUser(test.db);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' }, '10.0.0.1');
    const unknownEmail = await login({ email: 'nobody@example.com', password: DEFAULT_PASSWORD }, '10.0.0.1');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it.each([
    [{ password: DEFAULT_PASSWORD }, 'email', 'Email is required'],
    [{ email: '   ', password: DEFAULT_PASSWORD }, 'email', 'Email is required'],
    [{ email: 'not-an-email', password: DEFAULT_PASSWORD }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
  ])('rejects %o with 400 and a field message', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await createUser(test.db, { status: 'inactive' });
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(403);
  });

  it('counts parallel wrong passwords one by one: only the limit get 401, the rest 429 with Retry-After', async () => {
    const user = await createUser(test.db);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        login({ email: user.email, password: `wrong-password-${index}` }, '10.0.0.9'),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of guesses.filter((response) => response.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('slows the address that guessed wrong, not the owner signing in from another address', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login({ email: user.email, password: 'wrong-password' }, '10.0.1.1');
    }
    const limited = await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many login attempts. Please wait 15 minutes and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const owner = await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.1.2');
    expect(owner.statusCode).toBe(200);
    // The owner's sign-in forgives nothing of the other address: it stays limited until its window passes.
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.1.1')).statusCode).toBe(429);
    await test.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.email, user.email));
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.1.1')).statusCode).toBe(200);
  });

  it('tells when the address may try again: when its oldest counted failure leaves the window', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login({ email: user.email, password: 'wrong-password' }, '10.0.1.3');
    }
    await test.db
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 13 * 60_000) })
      .where(eq(loginFailures.email, user.email));
    const limited = await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.1.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(100);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(limited.json().message).toBe('Too many login attempts. Please wait 2 minutes and try again.');
  });

  it('limits failed attempts per address across different emails', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login({ email: `guess${attempt}@example.com`, password: 'wrong-password' }, '10.0.2.1');
    }
    const user = await createUser(test.db);
    const limited = await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.2.2')).statusCode).toBe(200);
  });

  it('does not count correct passwords against the address', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.2.3')).statusCode).toBe(
        200,
      );
    }
    const left = await test.db.select().from(loginFailures).where(eq(loginFailures.ip, '10.0.2.3'));
    expect(left).toEqual([]);
  });

  it('forgives earlier failures of an email from that address after a successful login', async () => {
    const user = await createUser(test.db);
    for (let attempt = 0; attempt < 2; attempt += 1)
      await login({ email: user.email, password: 'wrong-one' }, '10.0.3.1');
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.3.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1)
      await login({ email: user.email, password: 'wrong-one' }, '10.0.3.1');
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD }, '10.0.3.1')).statusCode).toBe(200);
  });
});

describe('password hashes made at the old cost', () => {
  let production: TestApp;
  beforeAll(async () => {
    // The production cost (N = 2^17), not the test helpers' lower one.
    production = await createTestApp({ PASSWORD_HASH_COST: '17' });
  });
  afterAll(() => production.close());

  it('still verify, and are re-hashed at N = 2^17 at the next successful login', async () => {
    const user = await createUser(production.db);
    const oldHash = await hashPassword(DEFAULT_PASSWORD, 14);
    expect(oldHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    await production.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, user.id));
    const signIn = () =>
      production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
    expect((await signIn()).statusCode).toBe(200);
    const [stored] = await production.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signIn()).statusCode).toBe(200);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { createUser, firstVersions, loginAs, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const validRegistration = () => ({
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('ada'),
  phone: '+44 20 7946 0958',
  password: 'analytical-engine',
  nationality: 'GB',
  dateOfBirth: '1990-12-10',
  subscribeNewsletter: true,
  acceptedVersions: firstVersions,
});

const register = (payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

const storedUsers = async (email: string) =>
  (await test.db.select({ total: count() }).from(users).where(eq(users.email, email)))[0]?.total;

const accepted = {
  success: true,
  message: 'Thank you! Check your email to verify your account, then log in.',
};

const storedUser = async (email: string) =>
  (await test.db.select().from(users).where(eq(users.email, email)))[0];

const mailTo = (email: string) => test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe('POST /api/auth/register', () => {
  it('creates a general account with a hashed password and queues a verification email', async () => {
    const input = validRegistration();
    const response = await register(input);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await storedUser(input.email)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'general',
      emailVerifiedAt: null,
      passwordHash: expect.stringMatching(/^scrypt\$/),
    });
    const mail = await mailTo(input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('http://localhost:3000/verify-email?token=');
  });

  it('splits a full name at the first space when no first and last name are sent', async () => {
    const { firstName: _f, lastName: _l, ...input } = validRegistration();
    expect((await register({ ...input, fullName: 'Mary  Ann Evans' })).statusCode).toBe(202);
    expect(await storedUser(input.email)).toMatchObject({ firstName: 'Mary', lastName: 'Ann Evans' });
  });

  it('uses a single-word full name as both first and last name', async () => {
    const { firstName: _f, lastName: _l, ...input } = validRegistration();
    expect((await register({ ...input, fullName: 'Plato' })).statusCode).toBe(202);
    expect(await storedUser(input.email)).toMatchObject({ firstName: 'Plato', lastName: 'Plato' });
  });

  it('answers a registered email exactly like a new one, and emails its holder instead', async () => {
    const input = validRegistration();
    const first = await register({ ...input, email: input.email.toUpperCase() });
    const again = await register({ ...input, firstName: 'Someone', password: 'another-long-passphrase' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await storedUsers(input.email)).toBe(1);
    expect((await storedUser(input.email))?.firstName).toBe('Ada');
    const mail = await mailTo(input.email);
    expect(mail.map((email) => email.subject)).toEqual([
      'Verify your email address',
      'Someone tried to create a VisaBridge account with your email',
    ]);
    const notice = mail[1]?.body ?? '';
    expect(notice).toContain('Hello Ada,');
    expect(notice).toContain('http://localhost:3000/login');
    expect(notice).toContain('http://localhost:3000/forgot-password');
    expect(notice).not.toContain('token=');
  });

  it('emails the holder of a registered address at most three times an hour', async () => {
    const input = validRegistration();
    await createUser(test.db, { email: input.email });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await register(input)).statusCode).toBe(202);
    expect((await mailTo(input.email)).filter((email) => email.subject.startsWith('Someone'))).toHaveLength(
      3,
    );
  });

  it.each(['password', '12345678', '        ', 'ada@lovelace'])(
    'refuses the guessable password %j with 400 and the reason, storing nothing',
    async (password) => {
      const input = { ...validRegistration(), password };
      const response = await register(input);
      expect(response.statusCode).toBe(400);
      const [error] = response.json().errors;
      expect(error.field).toBe('password');
      expect(error.message).toMatch(/^This password is too easy to guess: \S/);
      expect(await storedUsers(input.email)).toBe(0);
    },
  );

  it.each(['tomasbravo1990', 'Germany1990!', 'correct horse battery staple'])(
    'refuses %j for Tomas Bravo, a German born in 1990, storing nothing',
    async (password) => {
      const input = {
        ...validRegistration(),
        fullName: 'Tomas Bravo',
        firstName: 'Tomas',
        lastName: 'Bravo',
        email: uniqueEmail('tbravo'),
        nationality: 'DE',
        dateOfBirth: '1990-03-14',
        password,
      };
      const response = await register(input);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        field: 'password',
        message: expect.stringMatching(/^This password is too easy to guess: \S/),
      });
      expect(await storedUsers(input.email)).toBe(0);
    },
  );

  it('says why a common password is refused', async () => {
    const response = await register({ ...validRegistration(), password: 'password' });
    expect(response.json().message).toBe(
      'This password is too easy to guess: this is a heavily used password.',
    );
  });

  it.each([
    [
      'firstName',
      { firstName: undefined, lastName: 'Lovelace', fullName: undefined },
      'First name is required',
    ],
    ['lastName', { firstName: 'Ada', lastName: '   ', fullName: undefined }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: '   ' }, 'Email is required'],
    ['email', { email: 'ada@example' }, 'Please enter a valid email address'],
    ['phone', { phone: '  ' }, 'Phone number is required'],
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['nationality', { nationality: ' ' }, 'Nationality is required'],
    ['nationality', { nationality: 'Germany' }, 'Nationality must be a two-letter country code'],
    ['nationality', { nationality: 'XX' }, 'Unknown country code XX'],
    ['dateOfBirth', { dateOfBirth: undefined }, 'Date of birth is required'],
    ['dateOfBirth', { dateOfBirth: '2990-01-01' }, 'Date of birth must be a real date in the past'],
    ['dateOfBirth', { dateOfBirth: '1990-02-31' }, 'Date of birth must be a real date in the past'],
    ['role', { role: 'admin' }, 'Only traveller accounts can be created by registration'],
  ])('rejects a bad %s with 400 and a field message, storing nothing', async (field, change, message) => {
    const input = { ...validRegistration(), ...change };
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().errors).toContainEqual({ field, message });
    if (typeof input.email === 'string' && input.email.includes('@')) {
      expect(await storedUsers(input.email)).toBe(0);
    }
  });

  it.each(['PE', 'IL', 'pe'])(
    'registers a nationality of any country, %s, as its upper-case code the profile returns',
    async (nationality) => {
      const input = { ...validRegistration(), nationality };
      expect((await register(input)).statusCode).toBe(202);
      const { headers } = await loginAs(test, input.email, input.password);
      const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(profile.json().data.nationality).toBe(nationality.toUpperCase());
    },
  );

  it.each([
    ['the best of the browser languages', 'es-MX,es;q=0.9', undefined, 'es'],
    ['the interface language chosen, whatever the browser accepts', 'es-MX,es;q=0.9', 'ar', 'ar'],
    ['a supported language the browser ranks lower', 'pt-BR,pt;q=0.9,fr;q=0.5', undefined, 'fr'],
    ['English when the browser accepts none of the languages', 'pt-BR,ja;q=0.8', undefined, 'en'],
    ['English when the browser sends no languages', undefined, undefined, 'en'],
  ])(
    'gives the new account %s (Accept-Language %j, chosen %j)',
    async (_case, acceptLanguage, interfaceLanguage, expected) => {
      const input = { ...validRegistration(), interfaceLanguage };
      const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      expect((await register(input, headers)).statusCode).toBe(202);
      expect(await storedUser(input.email)).toMatchObject({ interfaceLanguage: expected, language: 'en-US' });
      const { headers: signedIn } = await loginAs(test, input.email, input.password);
      const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: signedIn });
      expect(profile.json().data.interfaceLanguage).toBe(expected);
    },
  );

  it('refuses an interface language not offered with 400 and a field message, storing nothing', async () => {
    const input = { ...validRegistration(), interfaceLanguage: 'es-MX' };
    const response = await register(input, { 'accept-language': 'es-MX' });
    expect(response.statusCode).toBe(400);
    // In the language the browser reads, which the site offers.
    expect(response.json().errors).toEqual([
      { field: 'interfaceLanguage', message: 'Elija uno de los idiomas disponibles' },
    ]);
    expect(await storedUsers(input.email)).toBe(0);
  });

  it('lists every missing field when the body is empty', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'phone', 'password', 'nationality', 'dateOfBirth']),
    );
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('registration limit per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ REGISTRATIONS_PER_HOUR_PER_IP: '5' });
  });
  afterAll(() => limited.close());

  const registerFrom = (remoteAddress: string, payload: object) =>
    limited.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

  it('allows five sign-ups an hour from one address, new or known emails alike, then answers 429', async () => {
    const known = validRegistration();
    expect((await registerFrom('203.0.113.7', known)).statusCode).toBe(202);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await registerFrom('203.0.113.7', validRegistration())).statusCode).toBe(202);
    }
    expect((await registerFrom('203.0.113.7', known)).statusCode).toBe(202);
    for (const input of [validRegistration(), known]) {
      const refused = await registerFrom('203.0.113.7', input);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many sign-ups from your network. Please try again in 60 minutes.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    const fresh = validRegistration();
    expect((await registerFrom('203.0.113.8', fresh)).statusCode).toBe(202);
    const [row] = await limited.db.select().from(users).where(eq(users.email, fresh.email));
    expect(row).toBeDefined();
  });
});

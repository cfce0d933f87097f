import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { firstVersions, loginAs, uniqueEmail } from '../../test/factories';
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

const register = (payload: object) => test.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const storedUsers = async (email: string) =>
  (await test.db.select({ total: count() }).from(users).where(eq(users.email, email)))[0]?.total;

describe('POST /api/auth/register', () => {
  it('creates a general account, hides the password and queues a verification email', async () => {
    const input = validRegistration();
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Registration successful! Please check your email to verify your account.',
      data: {
        email: input.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        role: 'general',
      },
    });
    expect(body.data.isEmailVerified).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const [stored] = await test.db.select().from(users).where(eq(users.email, input.email));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    const mail = await test.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, input.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('http://localhost:3000/verify-email?token=');
  });

  it('splits a full name at the first space when no first and last name are sent', async () => {
    const { firstName: _f, lastName: _l, ...input } = validRegistration();
    const response = await register({ ...input, fullName: 'Mary  Ann Evans' });
    expect(response.json().data).toMatchObject({ firstName: 'Mary', lastName: 'Ann Evans' });
  });

  it('uses a single-word full name as both first and last name', async () => {
    const { firstName: _f, lastName: _l, ...input } = validRegistration();
    const response = await register({ ...input, fullName: 'Plato' });
    expect(response.json().data).toMatchObject({ firstName: 'Plato', lastName: 'Plato' });
  });

  it('stores the email in lower case so the same address cannot register twice', async () => {
    const input = validRegistration();
    await register({ ...input, email: input.email.toUpperCase() });
    const again = await register(input);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'An account with this email already exists. Log in or reset your password.',
      errors: [{ field: 'email' }],
    });
    expect(await storedUsers(input.email)).toBe(1);
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
      const response = await register(input);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.nationality).toBe(nationality.toUpperCase());
      const { headers } = await loginAs(test, input.email, input.password);
      const profile = await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(profile.json().data.nationality).toBe(nationality.toUpperCase());
    },
  );

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

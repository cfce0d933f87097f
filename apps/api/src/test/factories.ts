import { randomBytes } from 'node:crypto';
import type { Role } from '@visabridge/contract';
import { desc, eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { Db } from '../db/client';
import { emailOutbox, secondFactors, sessions, users } from '../db/schema';
import { passwordResetsSettled } from '../features/auth/account-links';
import { hashPassword } from '../domain/identity/passwords';
import { TEST_HASH_COST, type TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
const defaultHash = hashPassword(DEFAULT_PASSWORD, TEST_HASH_COST);

/** The Terms and Privacy versions a sign-up accepts on a fresh database: the shipped texts. */
export const firstVersions = { terms: 1, privacy: 1 };

export const uniqueEmail = (label = 'user') => `${label}.${randomBytes(5).toString('hex')}@example.com`;

/** Inserts a user directly, with the default password unless one is given. */
export const createUser = async (
  db: Db,
  {
    role = 'general',
    email = uniqueEmail(role),
    status = 'active',
  }: { role?: Role; email?: string; status?: string } = {},
) => {
  const [user] = await db
    .insert(users)
    .values({ email, role, status, firstName: 'Test', lastName: role, passwordHash: await defaultHash })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  // Staff must have a second factor (second-factor-state.ts): they get an authenticator app, as in production.
  if (role === 'admin' || role === 'agent') await enrolTotp(db, user.id);
  return user;
};

/** Gives a user a confirmed authenticator app; returns its base32 secret, to compute codes with otpauth. */
export const enrolTotp = async (db: Db, userId: string) => {
  const totpSecret = new Secret({ size: 20 }).base32;
  await db
    .insert(secondFactors)
    .values({ userId, kind: 'totp', label: 'Authenticator app', totpSecret, confirmedAt: new Date() });
  return totpSecret;
};

/** The session id a token names (its `sid` claim). */
export const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

/** Logs in through the API and returns the bearer header for later calls. */
export const loginAs = async (test: TestApp, email: string, password = DEFAULT_PASSWORD) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token, secondFactor } = response.json().data as { token: string; secondFactor?: string };
  // Like the e2e fixtures, set-up signs in through the database: second-factor.test.ts tests the real step.
  if (secondFactor === 'verify') {
    await test.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.id, sessionIdOf(token)));
  }
  return { token, headers: { authorization: `Bearer ${token}` } };
};

export const createSignedInUser = async (test: TestApp, options: { role?: Role } = {}) => {
  const user = await createUser(test.db, options);
  return { user, ...(await loginAs(test, user.email)) };
};

/** The token of the newest link emailed to this address, as a person would copy it from the message. */
export const latestLinkToken = async (db: Db, email: string) => {
  // Reset links are made after the answer to forgot-password.
  await passwordResetsSettled();
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = message?.body.match(/\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no link emailed to ${email}`);
  return match[1];
};

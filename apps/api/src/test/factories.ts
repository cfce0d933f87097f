import { randomBytes } from 'node:crypto';
import type { Role } from '@visabridge/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { passwordResetsSettled } from '../modules/auth/account-links';
import { hashPassword } from '../modules/auth/passwords';
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
  return user;
};

/** Logs in through the API and returns the bearer header for later calls. */
export const loginAs = async (test: TestApp, email: string, password = DEFAULT_PASSWORD) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json().data.token as string;
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

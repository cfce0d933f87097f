import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

/** Creates the demo accounts that are missing; existing ones (and their changes) are left alone. */
export const seedDemoData = async (db: Db) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        ...account,
        passwordHash,
        isDemo: true,
        emailVerifiedAt: now,
        nationality: 'United Kingdom',
      })),
    )
    .onConflictDoNothing({ target: users.email });
};

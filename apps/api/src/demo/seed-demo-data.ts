import { hashPassword } from '../domain/identity/passwords';
import { acceptCurrentVersionsFor } from '../features/content/acceptances';
import { companyIdForName } from '../features/corporate/company-names';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../domain/identity/demo-accounts';

/**
 * Creates the demo accounts that are missing, as having accepted the current Terms and Privacy (so the demo
 * does not ask at once; a later version does); existing ones (and their changes) are left alone.
 */
export const seedDemoData = async (db: Db, passwordHashCost: number) => {
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordHashCost);
  const now = new Date();
  const companyIds = new Map<string, string>();
  for (const { companyName } of demoAccounts)
    if (companyName) companyIds.set(companyName, await companyIdForName(db, companyName));
  const created = await db
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        ...account,
        companyId: account.companyName ? companyIds.get(account.companyName) : null,
        passwordHash,
        isDemo: true,
        emailVerifiedAt: now,
        nationality: 'GB',
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  await acceptCurrentVersionsFor(
    db,
    created.map((user) => user.id),
  );
};

import type { DemoAccountView } from '@visabridge/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../domain/identity/demo-accounts';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';

/** The seeded demo accounts with their shared password, except deleted ones; only exists in demo mode. */
export const listDemoAccounts = async (ctx: AppContext): Promise<DemoAccountView[]> => {
  if (!ctx.config.demoMode) throw notFound();
  const rows = await ctx.db
    .select({ role: users.role, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.isDemo, true), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.email));
  return rows.map((row) => ({
    role: row.role as DemoAccountView['role'],
    email: row.email,
    password: DEMO_PASSWORD,
    fullName: `${row.firstName} ${row.lastName}`,
  }));
};

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { budgetAlerts, users } from '../../db/schema';
import { budgetOf } from './company-budget';
import { notify } from '../../domain/notifications/notify';
import type { Company } from './company-access';

const thresholds = [100, 80] as const;

/**
 * After spending, tells the company's users once per month when spend has crossed 80% and when it has
 * crossed 100% of the monthly budget (the highest threshold crossed first).
 */
export const warnAboutBudget = async (db: Db, company: Company) => {
  const budget = await budgetOf(db, company);
  const crossed = thresholds.find((threshold) => budget.percentUsed >= threshold);
  if (!crossed) return;
  const [recorded] = await db
    .insert(budgetAlerts)
    .values({ companyId: company.id, period: budget.period, threshold: crossed })
    .onConflictDoNothing()
    .returning({ threshold: budgetAlerts.threshold });
  if (!recorded) return;
  const people = await db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
  await notify(
    db,
    ...people.map((person) => ({
      userId: person.id,
      title: crossed === 100 ? 'Monthly budget exceeded' : 'Monthly budget 80% used',
      message: `${company.name} has used ${budget.percentUsed.toFixed(1)}% of this month's visa budget.`,
      type: 'warning' as const,
      category: 'payment' as const,
      link: '/corporate-dashboard',
    })),
  );
};

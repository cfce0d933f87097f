import type { BudgetView } from '@visabridge/contract';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, type companies } from '../../db/schema';
import { periodOf, startOfMonth } from '../../lib/months';

type CompanyRow = typeof companies.$inferSelect;

/** What an application costs: the three fee parts, in minor units of its currency. */
export const applicationCost =
  sql<number>`(${applications.baseFee} + ${applications.processingFee} + ${applications.serviceFee})`.mapWith(
    Number,
  );

/** The summed cost of the selected applications, 0 when there are none. */
export const totalCost = sql<number>`coalesce(sum(${applicationCost}), 0)`.mapWith(Number);

/**
 * The applications a company pays for: submitted (not drafts), in the company's currency, so sums never
 * mix currencies. Budget, spend and invoices all count these.
 */
export const billableApplications = (company: Pick<CompanyRow, 'id' | 'currency'>) =>
  sql`(${eq(applications.companyId, company.id)} and ${ne(applications.status, 'draft')} and ${eq(applications.currency, company.currency)})`;

/** Billable applications created in the UTC calendar month starting at `monthStart`. */
export const billableInMonth = (company: Pick<CompanyRow, 'id' | 'currency'>, monthStart: Date) =>
  and(
    billableApplications(company),
    gte(applications.createdAt, monthStart),
    lt(applications.createdAt, startOfMonth(monthStart, 1)),
  );

/** `used` as a percentage of `limit`, to one decimal. */
const percentOf = (used: number, limit: number) => (limit <= 0 ? 0 : Math.round((used / limit) * 1000) / 10);

/**
 * This UTC month's spend against the company's monthly budget. `remaining` goes below zero once the
 * budget is overspent. Takes a database or a transaction, so callers can check it as they write.
 */
export const budgetOf = async (
  db: Db,
  company: Pick<CompanyRow, 'id' | 'currency' | 'monthlyBudget'>,
  now = new Date(),
): Promise<BudgetView> => {
  const monthStart = startOfMonth(now);
  const [spent] = await db
    .select({ used: totalCost })
    .from(applications)
    .where(billableInMonth(company, monthStart));
  const used = spent?.used ?? 0;
  return {
    period: periodOf(monthStart),
    limit: company.monthlyBudget,
    used,
    remaining: company.monthlyBudget - used,
    percentUsed: percentOf(used, company.monthlyBudget),
    currency: company.currency,
  };
};

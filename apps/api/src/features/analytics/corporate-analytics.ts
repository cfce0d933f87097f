import {
  averageCostPerApplication,
  budgetEfficiencyOf,
  companyRatingOf,
  type CorporateStatsView,
} from '@visabridge/contract';
import { and, count, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { applications, companies, employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';
import { ownCompany, type Company } from '../corporate/company-access';
import { invoicesPaidOnTime } from '../invoices/invoices-paid-on-time';
import { applicationCost, billableApplications, budgetOf, totalCost } from '../corporate/company-budget';
import { lastMonths, monthOf, startOfMonth } from '../../lib/months';

const months = 12;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const costWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${applicationCost}) filter (where ${condition}), 0)`.mapWith(Number);

/** Admins may read any company's figures; corporate and enterprise users only their own (else 404). */
export const companyForStats = async (ctx: AppContext, user: UserRow, companyId: string) => {
  if (user.role !== 'admin') return ownCompany(ctx, user, companyId);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company not found');
  return company;
};

/** Days from submission to the latest approval or rejection of each decided application of the company. */
const averageDecisionDays = async (ctx: AppContext, company: Company) => {
  const [row] = await ctx.db
    .select({
      days: sql<
        string | null
      >`avg(extract(epoch from ((select max(h.created_at) from application_status_history h where h.application_id = applications.id and h.to_status in ('approved', 'rejected')) - applications.submitted_at)) / 86400)`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, company.id),
        sql`${applications.status} in ('approved', 'rejected')`,
        isNotNull(applications.submittedAt),
      ),
    );
  const days = row?.days ?? null;
  return days === null ? null : Math.round(Number(days) * 10) / 10;
};

/**
 * The corporate dashboard's figures: people, applications by status, spend, budget, 12 months of spend and
 * the rating worked out from its decisions and invoice payments.
 */
export const corporateStats = async (
  ctx: AppContext,
  company: Company,
  now = new Date(),
): Promise<CorporateStatsView> => {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const billable = billableApplications(company);
  const [[people], [figures], spendRows, averageProcessingDays, budget, payment] = await Promise.all([
    ctx.db
      .select({ active: count() })
      .from(employees)
      .where(and(eq(employees.companyId, company.id), eq(employees.status, 'active'))),
    ctx.db
      .select({
        pending: countWhere(sql`${applications.status} = 'pending'`),
        inReview: countWhere(sql`${applications.status} = 'in_review'`),
        approved: countWhere(sql`${applications.status} = 'approved'`),
        rejected: countWhere(sql`${applications.status} = 'rejected'`),
        spent: costWhere(billable),
        spentThisYear: costWhere(sql`${billable} and ${gte(applications.createdAt, yearStart)}`),
      })
      .from(applications)
      .where(eq(applications.companyId, company.id)),
    ctx.db
      .select({ month: monthOf(applications.createdAt), amount: totalCost })
      .from(applications)
      .where(and(billable, gte(applications.createdAt, startOfMonth(now, 1 - months))))
      .groupBy(sql`1`),
    averageDecisionDays(ctx, company),
    budgetOf(ctx.db, company, now),
    invoicesPaidOnTime(ctx, company, now),
  ]);
  const spend = new Map(spendRows.map((row) => [row.month, row.amount]));
  const byStatus = {
    pending: figures?.pending ?? 0,
    in_review: figures?.inReview ?? 0,
    approved: figures?.approved ?? 0,
    rejected: figures?.rejected ?? 0,
  };
  const totalSpent = figures?.spent ?? 0;
  const ratingBasis = {
    decided: byStatus.approved + byStatus.rejected,
    approved: byStatus.approved,
    ...payment,
  };
  return {
    companyId: company.id,
    companyName: company.name,
    totalEmployees: people?.active ?? 0,
    activeApplications: byStatus.pending + byStatus.in_review,
    approvedApplications: byStatus.approved,
    totalSpent,
    totalSpentThisYear: figures?.spentThisYear ?? 0,
    currency: company.currency,
    companyRating: companyRatingOf(ratingBasis),
    companyRatingBasis: ratingBasis,
    averageProcessingDays,
    averageCostPerApplication: averageCostPerApplication(totalSpent, byStatus.approved),
    budget,
    budgetEfficiency: budgetEfficiencyOf(budget.percentUsed),
    monthlySpend: lastMonths(months, now).map((month) => ({ month, amount: spend.get(month) ?? 0 })),
    applicationsByStatus: byStatus,
  };
};

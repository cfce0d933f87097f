import type { AdminStatsView } from '@visabridge/contract';
import { count, eq, ne, sql, sum } from 'drizzle-orm';
import { applications, payments, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';

const thisMonth = sql`date_trunc('month', now())`;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Sign-ups this month against last month, in percent to one decimal; null when last month had none. */
const growth = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/** The admin's headline figures, counted from the stored users, applications and payments. */
export const adminStats = async (ctx: AppContext): Promise<AdminStatsView> => {
  const [[people], byStatus, [unassigned], revenue] = await Promise.all([
    ctx.db
      .select({
        total: count(),
        active: countWhere(sql`${users.status} = 'active'`),
        thisMonth: countWhere(sql`${users.createdAt} >= ${thisMonth}`),
        lastMonth: countWhere(
          sql`${users.createdAt} >= ${thisMonth} - interval '1 month' and ${users.createdAt} < ${thisMonth}`,
        ),
        agents: countWhere(sql`${users.role} = 'agent' and ${users.status} = 'active'`),
        companies: countWhere(
          sql`${users.role} in ('corporate', 'enterprise') and ${users.status} = 'active'`,
        ),
      })
      .from(users),
    ctx.db
      .select({ status: applications.status, total: count() })
      .from(applications)
      // A draft is the traveller's own until submitted: not an application staff count.
      .where(ne(applications.status, 'draft'))
      .groupBy(applications.status),
    ctx.db
      .select({ total: count() })
      .from(applications)
      .where(
        sql`${applications.status} in ('pending', 'in_review') and ${applications.assignedAgentId} is null`,
      ),
    ctx.db
      .select({ currency: payments.currency, amount: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, 'completed'))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, row.total]));
  return {
    totalUsers: people?.total ?? 0,
    activeUsers: people?.active ?? 0,
    newUsersThisMonth: people?.thisMonth ?? 0,
    monthlyGrowth: growth(people?.thisMonth ?? 0, people?.lastMonth ?? 0),
    activeAgents: people?.agents ?? 0,
    corporateClients: people?.companies ?? 0,
    totalApplications: byStatus.reduce((all, row) => all + row.total, 0),
    pendingApplications: counts.get('pending') ?? 0,
    inReviewApplications: counts.get('in_review') ?? 0,
    approvedApplications: counts.get('approved') ?? 0,
    rejectedApplications: counts.get('rejected') ?? 0,
    unassignedApplications: unassigned?.total ?? 0,
    totalRevenue: revenue,
  };
};

import type { AgentStatsView } from '@visabridge/contract';
import { and, avg, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { agentTasks, applicationRatings, applications, applicationStatusHistory } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';

const decided = ['approved', 'rejected'];
const roundTo1 = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** An agent's figures: their caseload, the time their decisions took, their ratings and their tasks. */
export const agentStats = async (ctx: AppContext, agentId: string): Promise<AgentStatsView> => {
  const assignedToAgent = eq(applications.assignedAgentId, agentId);
  const [byStatus, [processing], [ratings], [tasks]] = await Promise.all([
    ctx.db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(and(assignedToAgent, ne(applications.status, 'draft')))
      .groupBy(applications.status),
    ctx.db
      .select({
        days: avg(
          sql`extract(epoch from (${applicationStatusHistory.createdAt} - ${applications.submittedAt})) / 86400`,
        ),
      })
      .from(applicationStatusHistory)
      .innerJoin(applications, eq(applications.id, applicationStatusHistory.applicationId))
      .where(
        and(
          eq(applicationStatusHistory.changedBy, agentId),
          inArray(applicationStatusHistory.toStatus, decided),
        ),
      ),
    ctx.db
      .select({ average: avg(applicationRatings.rating), total: count() })
      .from(applicationRatings)
      .innerJoin(applications, eq(applications.id, applicationRatings.applicationId))
      .where(assignedToAgent),
    ctx.db
      .select({
        open: count(),
        overdue: sql<number>`count(*) filter (where ${lt(agentTasks.dueDate, sql`current_date`)})`.mapWith(
          Number,
        ),
      })
      .from(agentTasks)
      .where(and(eq(agentTasks.agentId, agentId), isNull(agentTasks.completedAt))),
  ]);
  const counts = new Map(byStatus.map((row) => [row.status, row.total]));
  return {
    assigned: byStatus.reduce((sum, row) => sum + row.total, 0),
    pending: counts.get('pending') ?? 0,
    inReview: counts.get('in_review') ?? 0,
    approved: counts.get('approved') ?? 0,
    rejected: counts.get('rejected') ?? 0,
    averageProcessingDays: roundTo1(processing?.days ?? null),
    satisfaction: roundTo1(ratings?.average ?? null),
    ratingsCount: ratings?.total ?? 0,
    openTasks: tasks?.open ?? 0,
    overdueTasks: tasks?.overdue ?? 0,
  };
};

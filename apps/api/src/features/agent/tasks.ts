import { dayOf } from '@visabridge/contract';
import type { InterfaceLanguage, listTasksQuery, taskInput, TaskView } from '@visabridge/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agentTasks, applications, consultations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isSetWhen } from '../../lib/filters';
import { offsetOf, toPage } from '../../lib/paginate';
import { taskDescriptionIn } from '../../domain/applications/automatic-task-names';
import { referenceNumberOf } from '../../domain/applications/views';
import { applicantName } from '../../domain/applications/staff-columns';

/** An application's applicant, or the user who booked the consultation. */
const clientName = sql<
  string | null
>`coalesce(nullif(${applicantName}, ''), (select u.first_name || ' ' || u.last_name from users u where u.id = ${consultations.userId}))`;

const selectTasks = (ctx: AppContext) =>
  ctx.db
    .select({
      task: agentTasks,
      clientName,
      consultationTime: consultations.scheduledAt,
      toCountry: applications.toCountry,
    })
    .from(agentTasks)
    .leftJoin(applications, eq(applications.id, agentTasks.applicationId))
    .leftJoin(consultations, eq(consultations.id, agentTasks.consultationId))
    .$dynamic();

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

const toTaskView = (
  ctx: AppContext,
  { task, clientName, consultationTime, toCountry }: TaskRow,
  language: InterfaceLanguage,
): TaskView => ({
  id: task.id,
  type: task.type as TaskView['type'],
  description: taskDescriptionIn(ctx, task, toCountry, language),
  applicationId: task.applicationId,
  applicationReference: task.applicationId ? referenceNumberOf(task.applicationId) : null,
  consultationId: task.consultationId,
  consultationTime: consultationTime?.toISOString() ?? null,
  clientName: clientName || null,
  dueDate: task.dueDate,
  priority: task.priority as TaskView['priority'],
  completed: task.completedAt !== null,
  completedAt: task.completedAt?.toISOString() ?? null,
  automatic: task.automatic,
  overdue: task.completedAt === null && task.dueDate < dayOf(),
  createdAt: task.createdAt.toISOString(),
});

const findTask = async (ctx: AppContext, agentId: string, id: string, language: InterfaceLanguage) => {
  const [row] = await selectTasks(ctx).where(and(eq(agentTasks.id, id), eq(agentTasks.agentId, agentId)));
  if (!row) throw notFound('Task not found');
  return toTaskView(ctx, row, language);
};

/** The agent's tasks: open ones first, soonest due first; completed ones most recent first. */
export const listTasks = async (
  ctx: AppContext,
  agentId: string,
  query: z.output<typeof listTasksQuery>,
  language: InterfaceLanguage,
) => {
  const where = and(
    eq(agentTasks.agentId, agentId),
    isSetWhen(query.completed, agentTasks.completedAt),
    query.type ? eq(agentTasks.type, query.type) : undefined,
  );
  const rows = selectTasks(ctx)
    .where(where)
    .orderBy(
      sql`${agentTasks.completedAt} is not null`,
      asc(agentTasks.dueDate),
      desc(agentTasks.completedAt),
      asc(agentTasks.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((found) => found.map((row) => toTaskView(ctx, row, language)));
  return toPage(rows, ctx.db.select({ total: count() }).from(agentTasks).where(where), query);
};

/** A task the agent adds by hand, optionally about one of the applications assigned to them. */
export const createTask = async (
  ctx: AppContext,
  agentId: string,
  input: z.output<typeof taskInput>,
  language: InterfaceLanguage,
) => {
  if (input.applicationId) {
    const [assigned] = await ctx.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, input.applicationId), eq(applications.assignedAgentId, agentId)));
    if (!assigned)
      throw new AppError('UNKNOWN_APPLICATION', 422, 'Choose one of the applications assigned to you', [
        { field: 'applicationId', message: 'This application is not assigned to you' },
      ]);
  }
  const [created] = await ctx.db
    .insert(agentTasks)
    .values({ ...input, applicationId: input.applicationId ?? null, agentId })
    .returning({ id: agentTasks.id });
  if (!created) throw new Error('task insert returned nothing');
  return findTask(ctx, agentId, created.id, language);
};

/** Marks one of the agent's tasks completed (or open again); a consultation's task follows its consultation. */
export const setTaskCompleted = async (
  ctx: AppContext,
  agentId: string,
  id: string,
  completed: boolean,
  language: InterfaceLanguage,
) => {
  const [updated] = await ctx.db
    .update(agentTasks)
    .set({ completedAt: completed ? sql`coalesce(${agentTasks.completedAt}, now())` : null })
    .where(and(eq(agentTasks.id, id), eq(agentTasks.agentId, agentId), isNull(agentTasks.consultationId)))
    .returning({ id: agentTasks.id });
  if (!updated) {
    await findTask(ctx, agentId, id, language); // 404 unless it is the agent's consultation task
    throw conflict('CONSULTATION_TASK', 'Mark the consultation completed instead', 'completed');
  }
  return findTask(ctx, agentId, id, language);
};

import { addDays, dayOf } from '@visabridge/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentTasks } from '../../db/schema';
import { automaticTaskTexts } from './automatic-task-texts';
import { referenceNumberOf } from './views';

const dueIn = (days: number, now = new Date()) => addDays(dayOf(now), days);

/** How urgently an application is reviewed follows its priority. */
const reviewPlan = {
  urgent: { priority: 'high', days: 1 },
  normal: { priority: 'medium', days: 2 },
  low: { priority: 'low', days: 5 },
} as const;

type Assigned = { id: string; priority: string };

const openTasksOf = (applicationId: string) =>
  and(eq(agentTasks.applicationId, applicationId), isNull(agentTasks.completedAt));

/**
 * A review task for the agent an application was just assigned to (decision 15), unless its open
 * review task came along with it from the previous agent.
 */
export const addReviewTask = async (db: Db, agentId: string, application: Assigned) => {
  const [open] = await db
    .select({ id: agentTasks.id })
    .from(agentTasks)
    .where(and(openTasksOf(application.id), eq(agentTasks.type, 'review')))
    .limit(1);
  if (open) return;
  const plan = reviewPlan[application.priority as keyof typeof reviewPlan] ?? reviewPlan.normal;
  await db.insert(agentTasks).values({
    agentId,
    applicationId: application.id,
    type: 'review',
    description: automaticTaskTexts.en.review(referenceNumberOf(application.id)),
    dueDate: dueIn(plan.days),
    priority: plan.priority,
    automatic: true,
  });
};

/** A follow-up task when a document is missing: staff asked for it and wait for the upload. */
export const addDocumentTask = async (db: Db, agentId: string, applicationId: string, type: string) => {
  await db.insert(agentTasks).values({
    agentId,
    applicationId,
    type: 'document',
    description: automaticTaskTexts.en.document(type, referenceNumberOf(applicationId)),
    dueDate: dueIn(3),
    priority: 'medium',
    automatic: true,
  });
};

/** A reassigned application takes its open tasks to the new agent. */
export const handOverTasks = async (db: Db, applicationId: string, agentId: string) => {
  await db.update(agentTasks).set({ agentId }).where(openTasksOf(applicationId));
};

/** Once decided, the platform's own review and follow-up tasks for the application are done. */
export const completeAutomaticTasks = async (db: Db, applicationId: string) => {
  await db
    .update(agentTasks)
    .set({ completedAt: new Date() })
    .where(and(openTasksOf(applicationId), eq(agentTasks.automatic, true)));
};

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../app-context';
import { agentLinkOf, destinationNameOf, referenceNumberOf } from './views';
import { notify } from '../notifications/notify';
import { addReviewTask } from './automatic-tasks';

/** Agents who can work cases: active, and past their invitation (they have set a password). */
export const workingAgent = and(
  eq(users.role, 'agent'),
  eq(users.status, 'active'),
  isNotNull(users.passwordHash),
);

/** The active agent (one who has set a password) with the fewest open (pending or in-review) applications; the longest-serving on a tie. */
export const leastLoadedAgent = async (db: Db) => {
  const openCount = sql<number>`(select count(*) from ${applications} a where a.assigned_agent_id = ${users.id} and a.status in ('pending', 'in_review'))`;
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(workingAgent)
    .orderBy(asc(openCount), asc(users.createdAt), asc(users.id))
    .limit(1);
  return agent?.id ?? null;
};

/** Tells an agent an application is now theirs and puts its review on their task list. */
export const handToAgent = async (
  db: Db,
  ctx: AppContext,
  agentId: string,
  application: { id: string; toCountry: string; priority: string },
) => {
  await notify(db, {
    userId: agentId,
    title: 'New application assigned',
    message: `Application ${referenceNumberOf(application.id)} for ${destinationNameOf(ctx, application.toCountry)} was assigned to you for review.`,
    type: 'info',
    category: 'application_update',
    link: agentLinkOf(application.id),
  });
  await addReviewTask(db, agentId, application);
};

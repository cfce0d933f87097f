import type { assignAgentInput } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { findVisibleApplication, type Viewer } from '../applications/access';
import { destinationNameOf, referenceNumberOf, viewOfApplication } from '../applications/views';
import { notify } from '../notifications/notify';

/** An admin assigns a submitted application to an active agent, or moves it to another one. */
export const assignAgent = async (
  ctx: AppContext,
  admin: Viewer,
  id: string,
  input: z.output<typeof assignAgentInput>,
) => {
  const application = await findVisibleApplication(ctx, admin, id);
  if (application.status === 'draft')
    throw new AppError(
      'APPLICATION_NOT_SUBMITTED',
      409,
      'A draft cannot be assigned: it has not been submitted yet.',
    );
  const [agent] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.agentId), eq(users.role, 'agent'), eq(users.status, 'active')));
  if (!agent)
    throw new AppError('UNKNOWN_AGENT', 422, 'Choose an active agent', [
      { field: 'agentId', message: 'There is no active agent with this id' },
    ]);
  if (application.assignedAgentId === agent.id) return viewOfApplication(ctx, application);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ assignedAgentId: agent.id, assignedAt: new Date(), updatedAt: new Date() })
      .where(eq(applications.id, id));
    await notify(tx, {
      userId: agent.id,
      title: 'New application assigned',
      message: `Application ${referenceNumberOf(id)} for ${destinationNameOf(ctx, application.toCountry)} was assigned to you for review.`,
      type: 'info',
      category: 'application_update',
      link: `/applications/${id}`,
    });
  });
  return viewOfApplication(ctx, await findVisibleApplication(ctx, admin, id));
};

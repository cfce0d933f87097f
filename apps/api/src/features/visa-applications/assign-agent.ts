import type { assignAgentInput, InterfaceLanguage } from '@visabridge/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict } from '../../lib/errors';
import { findVisibleApplication, type Viewer } from '../../domain/applications/access';
import { viewOfApplication } from '../../domain/applications/views';
import { recordAudit } from '../../domain/audit/record-audit';
import { handOverTasks } from '../../domain/applications/automatic-tasks';
import { handToAgent } from '../../domain/applications/hand-to-agent';

type Move = {
  adminId: string;
  application: { id: string; toCountry: string; priority: string; assignedAgentId: string | null };
  /** The agent taking it over, or null for the unassigned queue. */
  agent: { id: string; name: string } | null;
  reason?: string;
};

/**
 * Moves a submitted application to an agent (told, and given its open review tasks) or back to the
 * unassigned queue, with an audit entry saying who moved it where. Runs in the caller's transaction.
 */
export const moveApplication = async (tx: Db, ctx: AppContext, move: Move) => {
  const { application, agent } = move;
  const now = new Date();
  await tx
    .update(applications)
    .set({ assignedAgentId: agent?.id ?? null, assignedAt: agent ? now : null, updatedAt: now })
    .where(eq(applications.id, application.id));
  if (agent) {
    await handOverTasks(tx, application.id, agent.id);
    await handToAgent(tx, ctx, agent.id, application);
  }
  await recordAudit(tx, {
    actorId: move.adminId,
    action: 'application.assigned',
    targetType: 'application',
    targetId: application.id,
    details: {
      fromAgentId: application.assignedAgentId,
      toAgentId: agent?.id ?? null,
      toAgentName: agent?.name ?? 'Unassigned',
      ...(move.reason ? { reason: move.reason } : {}),
    },
  });
};

/** An admin assigns a submitted application to an active agent who has accepted their invitation, or moves it to another one. */
export const assignAgent = async (
  ctx: AppContext,
  admin: Viewer,
  id: string,
  input: z.output<typeof assignAgentInput>,
  language: InterfaceLanguage,
) => {
  const application = await findVisibleApplication(ctx, admin, id);
  if (application.status === 'draft')
    throw new AppError(
      'APPLICATION_NOT_SUBMITTED',
      409,
      'A draft cannot be assigned: it has not been submitted yet.',
    );
  const [agent] = await ctx.db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      isInvited: sql<boolean>`${users.passwordHash} is null`,
    })
    .from(users)
    .where(and(eq(users.id, input.agentId), eq(users.role, 'agent'), eq(users.status, 'active')));
  if (!agent)
    throw new AppError('UNKNOWN_AGENT', 422, 'Choose an active agent', [
      { field: 'agentId', message: 'There is no active agent with this id' },
    ]);
  // Someone who has not accepted their invitation cannot sign in to work the case.
  if (agent.isInvited)
    throw conflict('AGENT_NOT_ACCEPTED', `${agent.name} has not accepted their invitation yet`, 'agentId');
  if (application.assignedAgentId === agent.id) return viewOfApplication(ctx, application, language);
  await ctx.db.transaction((tx) => moveApplication(tx, ctx, { adminId: admin.id, application, agent }));
  return viewOfApplication(ctx, await findVisibleApplication(ctx, admin, id), language);
};

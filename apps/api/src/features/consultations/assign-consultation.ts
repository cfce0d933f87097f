import type { assignConsultationInput } from '@visabridge/contract';
import { consultationTopicLabels, dayOf } from '@visabridge/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { agentTasks, consultations, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, fieldError } from '../../lib/errors';
import { findConsultation, viewConsultation, type ConsultationActor } from './access';
import { tellBooked } from './tell-booked';

const refuse = (field: string, message: string) =>
  fieldError({ code: field === 'agentId' ? 'UNKNOWN_AGENT' : 'UNKNOWN_TIME', status: 422, field, message });

/**
 * An admin gives a requested consultation to an active agent at one of the user's preferred times: the
 * agent gets a task for that day, and both sides are told.
 */
export const assignConsultation = async (
  ctx: AppContext,
  admin: ConsultationActor,
  id: string,
  input: z.output<typeof assignConsultationInput>,
) => {
  const { consultation } = await findConsultation(ctx, admin, id);
  if (consultation.status !== 'requested')
    throw conflict('CONSULTATION_NOT_REQUESTED', `This consultation is already ${consultation.status}`);
  const time = new Date(input.scheduledAt);
  if (!consultation.preferredTimes.some((preferred) => new Date(preferred).getTime() === time.getTime()))
    throw refuse('scheduledAt', 'Choose one of the preferred times');
  const [agent] = await ctx.db
    .select({ id: users.id, isInvited: sql<boolean>`${users.passwordHash} is null` })
    .from(users)
    .where(and(eq(users.id, input.agentId), eq(users.role, 'agent'), eq(users.status, 'active')));
  if (!agent) throw refuse('agentId', 'There is no active agent with this id');
  if (agent.isInvited)
    throw conflict('AGENT_NOT_ACCEPTED', 'This agent has not accepted their invitation yet', 'agentId');

  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(consultations)
      .set({ status: 'scheduled', agentId: agent.id, scheduledAt: time, updatedAt: new Date() })
      .where(and(eq(consultations.id, id), eq(consultations.status, 'requested')))
      .returning({ id: consultations.id });
    if (!updated) throw conflict('CONSULTATION_NOT_REQUESTED', 'This consultation was just taken');
    const view = await viewConsultation({ ...ctx, db: tx }, admin, id);
    await tx.insert(agentTasks).values({
      agentId: agent.id,
      consultationId: id,
      type: 'consultation',
      description: `${consultationTopicLabels[view.topic]} consultation with ${view.userName}${view.destinationName ? ` (${view.destinationName})` : ''}`,
      dueDate: dayOf(time),
      priority: 'high',
      automatic: true,
    });
    await tellBooked(tx, ctx, { consultation: view, userId: consultation.userId, agentId: agent.id, time });
  });
  ctx.wakeMailer();
  return viewConsultation(ctx, admin, id);
};

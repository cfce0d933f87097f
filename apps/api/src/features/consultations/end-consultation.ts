import { and, eq, isNull } from 'drizzle-orm';
import { agentTasks, consultations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict } from '../../lib/errors';
import { notify, textsOf } from '../../domain/notifications/notify';
import { cancelledNotice } from './consultation-texts';
import { findConsultation, viewConsultation, type ConsultationActor } from './access';
import { consultationLinks } from './tell-booked';
import { isAhead } from './views';

/** The owner cancels a consultation that has not begun; its agent's task goes and the agent is told, in their language. */
export const cancelConsultation = async (ctx: AppContext, owner: ConsultationActor, id: string) => {
  const { consultation, userName } = await findConsultation(ctx, owner, id);
  if (!isAhead(consultation))
    throw conflict(
      'CONSULTATION_NOT_CANCELLABLE',
      `A ${consultation.status === 'scheduled' ? 'past' : consultation.status} consultation cannot be cancelled`,
    );
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(consultations)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(consultations.id, id));
    await tx.delete(agentTasks).where(and(eq(agentTasks.consultationId, id), isNull(agentTasks.completedAt)));
    if (consultation.agentId)
      await notify(tx, ctx.config.interfaceLanguages, {
        userId: consultation.agentId,
        text: textsOf(cancelledNotice, { userName }),
        type: 'warning',
        category: 'message',
        link: consultationLinks.agent,
      });
  });
  return viewConsultation(ctx, owner, id);
};

/** The assigned agent (or an admin) marks a scheduled consultation held; its task is done with it. */
export const completeConsultation = async (ctx: AppContext, staff: ConsultationActor, id: string) => {
  const { consultation } = await findConsultation(ctx, staff, id);
  if (consultation.status !== 'scheduled')
    throw conflict('CONSULTATION_NOT_SCHEDULED', `A ${consultation.status} consultation cannot be completed`);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(consultations)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(consultations.id, id));
    await tx
      .update(agentTasks)
      .set({ completedAt: now })
      .where(and(eq(agentTasks.consultationId, id), isNull(agentTasks.completedAt)));
  });
  return viewConsultation(ctx, staff, id);
};

import { and, eq, type SQL } from 'drizzle-orm';
import { consultations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import { selectConsultations, toConsultationView } from './views';

export type ConsultationActor = { id: string; role: string };

/** What an actor may see: admins all, agents those assigned to them, everyone else their own. */
export const visibleTo = (actor: ConsultationActor): SQL | undefined =>
  actor.role === 'admin'
    ? undefined
    : actor.role === 'agent'
      ? eq(consultations.agentId, actor.id)
      : eq(consultations.userId, actor.id);

/** One consultation the actor may see, or 404 (another user's is never revealed). */
export const findConsultation = async (ctx: AppContext, actor: ConsultationActor, id: string) => {
  const [row] = await selectConsultations(ctx).where(and(eq(consultations.id, id), visibleTo(actor)));
  if (!row) throw notFound('Consultation not found');
  return row;
};

export const viewConsultation = async (ctx: AppContext, actor: ConsultationActor, id: string) =>
  toConsultationView(await findConsultation(ctx, actor, id));

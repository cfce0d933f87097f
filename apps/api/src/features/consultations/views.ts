import type { ConsultationView } from '@visabridge/contract';
import { alias } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { consultations, countries, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';

const owners = alias(users, 'owner');
const agents = alias(users, 'agent');

/** Consultations with their owner, agent and destination names; callers add the permission `where`. */
export const selectConsultations = (ctx: AppContext) =>
  ctx.db
    .select({
      consultation: consultations,
      destinationName: countries.name,
      userName: sql<string>`${owners.firstName} || ' ' || ${owners.lastName}`,
      userEmail: owners.email,
      agentName: sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`,
    })
    .from(consultations)
    .innerJoin(owners, eq(owners.id, consultations.userId))
    .leftJoin(agents, eq(agents.id, consultations.agentId))
    .leftJoin(countries, eq(countries.code, consultations.destination))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectConsultations>['execute']>>[number];

/** Whether it is still ahead: awaiting confirmation, or booked for a time not yet come. */
export const isAhead = (consultation: Row['consultation'], now = new Date()) =>
  consultation.status === 'requested' ||
  (consultation.status === 'scheduled' &&
    consultation.scheduledAt !== null &&
    consultation.scheduledAt > now);

export const toConsultationView = ({
  consultation,
  destinationName,
  userName,
  userEmail,
  agentName,
}: Row): ConsultationView => ({
  id: consultation.id,
  topic: consultation.topic as ConsultationView['topic'],
  destination: consultation.destination,
  destinationName,
  preferredTimes: consultation.preferredTimes,
  notes: consultation.notes,
  status: consultation.status as ConsultationView['status'],
  scheduledAt: consultation.scheduledAt?.toISOString() ?? null,
  agentId: consultation.agentId,
  agentName: consultation.agentId ? agentName : null,
  userName,
  userEmail,
  isCancellable: isAhead(consultation),
  createdAt: consultation.createdAt.toISOString(),
});

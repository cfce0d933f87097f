import type { listAdminConsultationsQuery, listConsultationsQuery } from '@visabridge/contract';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { consultations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { offsetOf, toPage, type PageRequest } from '../../lib/paginate';
import { visibleTo, type ConsultationActor } from './access';
import { selectConsultations, toConsultationView } from './views';

const upcoming = or(
  eq(consultations.status, 'requested'),
  and(eq(consultations.status, 'scheduled'), sql`${consultations.scheduledAt} > now()`),
);

const pageOf = (ctx: AppContext, where: SQL | undefined, query: PageRequest) =>
  toPage(
    selectConsultations(ctx)
      .where(where)
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map(toConsultationView)),
    ctx.db.select({ total: count() }).from(consultations).where(where),
    query,
  );

/** The actor's consultations (a user's own, an agent's assigned), newest first; optionally upcoming or past. */
export const listConsultations = (
  ctx: AppContext,
  actor: ConsultationActor,
  query: z.output<typeof listConsultationsQuery>,
) => {
  const when =
    query.when === 'upcoming' ? upcoming : query.when === 'past' ? sql`not (${upcoming})` : undefined;
  return pageOf(ctx, and(visibleTo(actor), when), query);
};

/** The admin's view: every consultation, optionally of one status (requested is the unassigned queue). */
export const listAllConsultations = (ctx: AppContext, query: z.output<typeof listAdminConsultationsQuery>) =>
  pageOf(ctx, query.status ? eq(consultations.status, query.status) : undefined, query);

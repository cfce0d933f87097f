import type { AuditEventView, listAuditQuery } from '@visabridge/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditEvents, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import {
  rowsFrom,
  countCapped,
  decodeCursor,
  orderOf,
  sortValueOf,
  toCursorPage,
  type Keyset,
} from '../../db/keyset';
import { referenceNumberOf } from '../../domain/applications/views';

const actors = alias(users, 'actor');
const targets = alias(users, 'target');

const targetLabelOf = (event: typeof auditEvents.$inferSelect, targetName: string | null) => {
  if (event.targetType === 'application') return `Application ${referenceNumberOf(event.targetId)}`;
  if (event.targetType === 'payment') return `Payment ${referenceNumberOf(event.targetId)}`;
  // A policy's scope is written into its events: the log still names it after it is deleted.
  if (event.targetType === 'visa_policy')
    return typeof event.details.policy === 'string' ? `Visa policy: ${event.details.policy}` : 'Visa policy';
  if (event.targetType === 'entry_rule')
    return typeof event.details.rule === 'string' ? `Entry rule: ${event.details.rule}` : 'Entry rule';
  if (event.targetType === 'entry_conditions')
    return typeof event.details.conditions === 'string'
      ? `Entry conditions: ${event.details.conditions}`
      : 'Entry conditions';
  if (event.targetType === 'contact_message')
    return typeof event.details.email === 'string'
      ? `Message from ${event.details.email}`
      : 'Contact message';
  if (event.targetType === 'content_page')
    return typeof event.details.page === 'string' ? `Page: ${event.details.page}` : 'Page';
  return targetName ?? 'Deleted user';
};

/** The log pages newest first by (created_at, id), which its indexes in migration 0017 hold. */
const newestFirst: Keyset = {
  name: 'createdAt',
  order: 'desc',
  key: sql`${auditEvents.createdAt}`,
  type: 'timestamptz',
  isNullable: false,
  id: sql`${auditEvents.id}`,
  idType: 'bigint',
};

/** The audit log, newest first, with readable names for the actor and the target; paged by keyset. */
export const listAudit = async (ctx: AppContext, query: z.output<typeof listAuditQuery>) => {
  const position = query.cursor ? decodeCursor(newestFirst, query.cursor) : undefined;
  const where = and(
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.targetType ? eq(auditEvents.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditEvents.targetId, query.targetId) : undefined,
  );
  const page = ctx.db
    .select({
      sortValue: sortValueOf(newestFirst),
      event: auditEvents,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      targetName: sql<
        string | null
      >`${targets.firstName} || ' ' || ${targets.lastName} || ' <' || ${targets.email} || '>'`,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(targets, and(eq(auditEvents.targetType, 'user'), eq(targets.id, auditEvents.targetId)))
    .where(and(where, rowsFrom(newestFirst, position)))
    .orderBy(...orderOf(newestFirst))
    .limit(query.pageSize + 1)
    .then((found) =>
      toCursorPage(
        newestFirst,
        found.map((row) => ({ ...row, id: row.event.id })),
        query.pageSize,
        ({ event, actorFirstName, actorLastName, targetName }): AuditEventView => ({
          id: event.id,
          action: event.action as AuditEventView['action'],
          actorId: event.actorId,
          actorName: actorFirstName ? `${actorFirstName} ${actorLastName}` : null,
          targetType: event.targetType as AuditEventView['targetType'],
          targetId: event.targetId,
          targetLabel: targetLabelOf(event, targetName),
          details: event.details,
          createdAt: event.createdAt.toISOString(),
        }),
      ),
    );
  const [found, total] = await Promise.all([
    page,
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(auditEvents)
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { ...found, total };
};

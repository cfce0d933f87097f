import { addDays, startOfDay } from '@visabridge/contract';
import type { listSecurityEventsQuery, SecurityEventView } from '@visabridge/contract';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { securityEvents, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import {
  countCapped,
  decodeCursor,
  orderOf,
  rowsFrom,
  sortValueOf,
  toCursorPage,
  type Keyset,
} from '../../db/keyset';
import { addressKeyOf, emailKeyOf } from '../../domain/identity/record-security-event';

/** Newest first by (created_at, id), as the index security_events_created_idx holds them. */
const newestFirst: Keyset = {
  name: 'createdAt',
  order: 'desc',
  key: sql`${securityEvents.createdAt}`,
  type: 'timestamptz',
  isNullable: false,
  id: sql`${securityEvents.id}`,
  idType: 'bigint',
};

/** Characters of the address hash shown: enough to tell addresses apart, too few to be worth more. */
const ADDRESS_KEY_SHOWN = 12;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account filter: an id, or an email (its account's events and sign-in attempts naming it unknown). */
const accountFilter = async (ctx: AppContext, account: string) => {
  if (uuidPattern.test(account)) return eq(securityEvents.userId, account.toLowerCase());
  const email = account.toLowerCase();
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const byEmailKey = eq(securityEvents.emailKey, emailKeyOf(ctx.config.jwtSecret, email));
  return user ? or(eq(securityEvents.userId, user.id), byEmailKey) : byEmailKey;
};

/** Security events for admins, newest first, filtered by account, kind, address and days; paged by keyset. */
export const listSecurityEvents = async (
  ctx: AppContext,
  query: z.output<typeof listSecurityEventsQuery>,
) => {
  const position = query.cursor ? decodeCursor(newestFirst, query.cursor) : undefined;
  const where = and(
    query.account ? await accountFilter(ctx, query.account) : undefined,
    query.kind ? eq(securityEvents.kind, query.kind) : undefined,
    query.address
      ? eq(securityEvents.addressKey, addressKeyOf(ctx.config.jwtSecret, query.address))
      : undefined,
    query.from ? gte(securityEvents.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(securityEvents.createdAt, startOfDay(addDays(query.to, 1))) : undefined,
  );
  const page = ctx.db
    .select({
      sortValue: sortValueOf(newestFirst),
      event: securityEvents,
      accountLabel: sql<
        string | null
      >`${users.firstName} || ' ' || ${users.lastName} || ' <' || ${users.email} || '>'`,
    })
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(and(where, rowsFrom(newestFirst, position)))
    .orderBy(...orderOf(newestFirst))
    .limit(query.pageSize + 1)
    .then((found) =>
      toCursorPage(
        newestFirst,
        found.map((row) => ({ ...row, id: row.event.id })),
        query.pageSize,
        ({ event, accountLabel }): SecurityEventView => ({
          id: event.id,
          kind: event.kind as SecurityEventView['kind'],
          userId: event.userId,
          accountLabel,
          addressKey: event.addressKey.slice(0, ADDRESS_KEY_SHOWN),
          userAgent: event.userAgent,
          details: event.details,
          createdAt: event.createdAt.toISOString(),
        }),
      ),
    );
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(securityEvents)
    .where(where)
    .$dynamic();
  const [found, total] = await Promise.all([page, countCapped(ctx.db, matching)]);
  return { ...found, total };
};

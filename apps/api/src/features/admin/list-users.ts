import type { AdminUserView, listUsersQuery } from '@visabridge/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { applications, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage } from '../../lib/paginate';
import { toUserView, type UserRow } from '../../domain/identity/views';

export type ListUsersQuery = z.output<typeof listUsersQuery>;

/** Pending and in-review applications assigned to the user ("users"."id" in full: Drizzle leaves a lone table's columns bare). */
const openCasesOf =
  sql<number>`(select count(*) from ${applications} a where a.assigned_agent_id = "users"."id" and a.status in ('pending', 'in_review'))`.mapWith(
    Number,
  );

const toAdminUserView = ({ user, openCases }: { user: UserRow; openCases: number }): AdminUserView => ({
  ...toUserView(user),
  isInvited: user.passwordHash === null,
  openCases,
});

export const listUsers = async ({ ctx, query }: { ctx: AppContext; query: ListUsersQuery }) => {
  // Deleted accounts are anonymised records, not users: they are not listed.
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.verified !== undefined)
    filters.push(query.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
  if (query.invited !== undefined)
    filters.push(query.invited ? isNull(users.passwordHash) : isNotNull(users.passwordHash));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
    );
    if (matches) filters.push(matches);
  }
  const where = and(...filters);
  return toPage(
    ctx.db
      .select({ user: users, openCases: openCasesOf })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map(toAdminUserView)),
    ctx.db.select({ total: count() }).from(users).where(where),
    query,
  );
};

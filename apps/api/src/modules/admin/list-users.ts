import type { listUsersQuery } from '@visabridge/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage } from '../../lib/paginate';
import { toUserView } from '../auth/views';

export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const listUsers = async ({ ctx, query }: { ctx: AppContext; query: ListUsersQuery }) => {
  // Deleted accounts are anonymised records, not users: they are not listed.
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.verified !== undefined)
    filters.push(query.verified ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt));
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
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map(toUserView)),
    ctx.db.select({ total: count() }).from(users).where(where),
    query,
  );
};

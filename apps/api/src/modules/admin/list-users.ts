import type { Role } from '@visabridge/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { escapeLike } from '../../lib/like';
import { toUserView } from '../auth/views';

export type ListUsersQuery = {
  page: number;
  pageSize: number;
  role?: Role | undefined;
  search?: string | undefined;
};

export const listUsers = async ({ ctx, query }: { ctx: AppContext; query: ListUsersQuery }) => {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
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
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(toUserView),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

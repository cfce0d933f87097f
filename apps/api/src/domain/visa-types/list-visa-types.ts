import type { Purpose } from '@visabridge/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { visaTypes } from '../../db/schema';
import type { AppContext } from '../app-context';
import { escapeLike } from '../../lib/like';
import { offsetOf, toPage, type PageRequest } from '../../lib/paginate';

export type ListVisaTypesQuery = PageRequest & {
  destination?: string | undefined;
  purpose?: Purpose | undefined;
  search?: string | undefined;
};

export const listVisaTypes = ({ ctx, query }: { ctx: AppContext; query: ListVisaTypesQuery }) => {
  const filters: (SQL | undefined)[] = [];
  if (query.destination) filters.push(eq(visaTypes.destination, query.destination));
  if (query.purpose) filters.push(eq(visaTypes.purpose, query.purpose));
  if (query.search) {
    filters.push(
      or(
        ilike(visaTypes.name, `%${escapeLike(query.search)}%`),
        eq(visaTypes.code, query.search.toUpperCase()),
      ),
    );
  }
  const where = and(...filters);
  return toPage(
    ctx.db
      .select()
      .from(visaTypes)
      .where(where)
      .orderBy(asc(visaTypes.destination), asc(visaTypes.purpose))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map((row) => ({ ...row, purpose: row.purpose as Purpose }))),
    ctx.db.select({ total: count() }).from(visaTypes).where(where),
    query,
  );
};

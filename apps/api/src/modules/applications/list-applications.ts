import {
  searchCountries,
  type ApplicationCounts,
  type ApplicationStatus,
  type listApplicationsQuery,
} from '@visabridge/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { applications } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import type { AppContext } from '../../lib/context';
import { offsetOf, toPage } from '../../lib/paginate';
import { selectApplicationDetails } from './application-rows';
import { viewOfApplication } from './views';

type ListQuery = z.output<typeof listApplicationsQuery>;

const sortColumns = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
  destination: applications.toCountry,
  status: applications.status,
};

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** Text search: destination name or code, visa type, or the reference number (start of the id). */
export const searchCondition = (ctx: AppContext, search: string) => {
  const destinations = searchCountries(ctx.visa.index.countries(), search, 20).map((country) => country.code);
  const pattern = `%${escapeLike(search)}%`;
  return or(
    destinations.length > 0 ? inArray(applications.toCountry, destinations) : undefined,
    ilike(applications.visaType, pattern),
    /^[0-9a-f-]{1,36}$/i.test(search)
      ? ilike(sql`${applications.id}::text`, `${search.toLowerCase()}%`)
      : undefined,
  );
};

export const listApplications = async (ctx: AppContext, userId: string, query: ListQuery) => {
  const filters: (SQL | undefined)[] = [eq(applications.userId, userId)];
  if (query.status) filters.push(eq(applications.status, query.status));
  if (query.destination) filters.push(eq(applications.toCountry, query.destination));
  if (query.visaType) filters.push(ilike(applications.visaType, `%${escapeLike(query.visaType)}%`));
  if (query.submittedFrom)
    filters.push(gte(applications.submittedAt, new Date(`${query.submittedFrom}T00:00:00Z`)));
  if (query.submittedTo) filters.push(lt(applications.submittedAt, nextDay(query.submittedTo)));
  if (query.search) filters.push(searchCondition(ctx, query.search));
  const where = and(...filters);
  const direction = query.order === 'asc' ? asc : desc;
  return toPage(
    selectApplicationDetails(ctx.db)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(applications.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map((row) => viewOfApplication(ctx, row))),
    ctx.db.select({ total: count() }).from(applications).where(where),
    query,
  );
};

/** How many of the user's applications are in each status, for the stat cards. */
export const countApplications = async (ctx: AppContext, userId: string): Promise<ApplicationCounts> => {
  const rows = await ctx.db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.status);
  const counts: ApplicationCounts = {
    total: 0,
    draft: 0,
    pending: 0,
    in_review: 0,
    approved: 0,
    rejected: 0,
  };
  for (const row of rows) {
    counts[row.status as ApplicationStatus] = row.total;
    counts.total += row.total;
  }
  return counts;
};

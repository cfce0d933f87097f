import {
  addDays,
  type ApplicationCounts,
  type ApplicationStatus,
  type InterfaceLanguage,
  type listApplicationsQuery,
  searchCountries,
  startOfDay,
} from '@visabridge/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { z } from 'zod';
import { applications, countries } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import type { AppContext } from '../app-context';
import { offsetOf, toPage } from '../../lib/paginate';
import { applicantOf, applicantParts, listedForApplicant } from './access';
import { listItemColumns, toListItems } from './application-list-items';

type ListQuery = z.output<typeof listApplicationsQuery>;

/** By the destination's name, as lists show it, not its code (GB is the United Kingdom). */
export const destinationNameSql = sql`(select ${countries.name} from ${countries} where ${countries.code} = ${applications.toCountry})`;

const sortColumns = {
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
  destination: destinationNameSql,
  status: applications.status,
};

/** What a search text matches: destination codes by name or code, a visa type, a reference's start. */
const searchTermsOf = (ctx: AppContext, search: string) => ({
  destinations: searchCountries(ctx.visa.index.countries(), search, 20).map((country) => country.code),
  pattern: `%${escapeLike(search)}%`,
  referencePrefix: /^[0-9a-f-]{1,36}$/i.test(search) ? `${search.toLowerCase()}%` : null,
});

type SearchValues = { destinations: SQLWrapper; pattern: SQLWrapper; referencePrefix: SQLWrapper | null };

const searchConditionOf = ({ destinations, pattern, referencePrefix }: SearchValues) =>
  or(
    sql`${applications.toCountry} = any(${destinations}::text[])`,
    ilike(applications.visaType, pattern),
    referencePrefix ? ilike(sql`${applications.id}::text`, referencePrefix) : undefined,
  );

/** Text search: destination name or code, visa type, or the reference number (start of the id). */
export const searchCondition = (ctx: AppContext, search: string) => {
  const terms = searchTermsOf(ctx, search);
  return searchConditionOf({
    destinations: sql.param(terms.destinations),
    pattern: sql.param(terms.pattern),
    referencePrefix: terms.referencePrefix === null ? null : sql.param(terms.referencePrefix),
  });
};

/** Which filters a list request uses and how it sorts: one pair of prepared statements each. */
const shapeOf = (query: ListQuery, referenceSearch: boolean) => ({
  status: Boolean(query.status),
  destination: Boolean(query.destination),
  visaType: Boolean(query.visaType),
  submittedFrom: Boolean(query.submittedFrom),
  submittedTo: Boolean(query.submittedTo),
  search: query.search ? (referenceSearch ? 'reference' : 'text') : 'none',
  sort: query.sort,
  order: query.order,
});
type ListShape = ReturnType<typeof shapeOf>;

const placeholder = sql.placeholder;

const prepareListQueries = (db: Db, shape: ListShape, name: string) => {
  const filters = [
    listedForApplicant,
    shape.status ? eq(applications.status, placeholder('status')) : undefined,
    shape.destination ? eq(applications.toCountry, placeholder('destination')) : undefined,
    shape.visaType ? ilike(applications.visaType, placeholder('visaType')) : undefined,
    shape.submittedFrom
      ? sql`${applications.submittedAt} >= ${placeholder('submittedFrom')}::timestamptz`
      : undefined,
    shape.submittedTo
      ? sql`${applications.submittedAt} < ${placeholder('submittedTo')}::timestamptz`
      : undefined,
    shape.search === 'none'
      ? undefined
      : searchConditionOf({
          destinations: placeholder('destinations'),
          pattern: placeholder('pattern'),
          referencePrefix: shape.search === 'reference' ? placeholder('referencePrefix') : null,
        }),
  ];
  const direction = shape.order === 'asc' ? asc : desc;
  const sortKey = sortColumns[shape.sort];
  // Each part reads at most the rows up to the end of the page, in the list's order, on its own index.
  const pagePart = (who: SQL) =>
    db
      .select({ ...listItemColumns, sortKey: sql`${sortKey}`.as('sort_key') })
      .from(applications)
      .where(and(who, ...filters))
      .orderBy(direction(sortKey), direction(applications.id))
      .limit(placeholder('reach'));
  const countPart = (who: SQL) =>
    db
      .select({ total: count() })
      .from(applications)
      .where(and(who, ...filters));
  const [own, filedForThem, followed] = applicantParts(placeholder('userId')) as [SQL, SQL, SQL];
  const outer = sql.raw(shape.order);
  return {
    page: unionAll(pagePart(own), pagePart(filedForThem), pagePart(followed))
      .orderBy(sql`"sort_key" ${outer}`, sql`"id" ${outer}`)
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .prepare(`${name}_page`),
    counts: unionAll(countPart(own), countPart(filedForThem), countPart(followed)).prepare(`${name}_count`),
  };
};

/** The prepared list statements of each database, by shape. */
const preparedLists = perDatabase(() => new Map<string, ReturnType<typeof prepareListQueries>>());

// Prepared once per database and shape (under a thousand shapes in all): building this SQL
// with Drizzle cost a quarter of a list request's CPU time, and a prepared statement is planned once.
const listQueriesFor = (db: Db, shape: ListShape) => {
  const name = `list_applications_${Object.values(shape)
    .map((value) => (typeof value === 'boolean' ? Number(value) : value))
    .join('_')}`;
  const prepared = preparedLists(db);
  let queries = prepared.get(name);
  if (!queries) {
    queries = prepareListQueries(db, shape, name);
    prepared.set(name, queries);
  }
  return queries;
};

export const listApplications = async (
  ctx: AppContext,
  userId: string,
  query: ListQuery,
  language: InterfaceLanguage,
) => {
  const terms = query.search ? searchTermsOf(ctx, query.search) : null;
  const queries = listQueriesFor(ctx.db, shapeOf(query, Boolean(terms?.referencePrefix)));
  const values = {
    userId,
    status: query.status,
    destination: query.destination,
    visaType: query.visaType === undefined ? undefined : `%${escapeLike(query.visaType)}%`,
    submittedFrom: query.submittedFrom && `${query.submittedFrom}T00:00:00Z`,
    submittedTo: query.submittedTo && startOfDay(addDays(query.submittedTo, 1)).toISOString(),
    destinations: terms?.destinations,
    pattern: terms?.pattern,
    referencePrefix: terms?.referencePrefix,
    limit: query.pageSize,
    offset: offsetOf(query),
    reach: offsetOf(query) + query.pageSize,
  };
  return toPage(
    queries.page.execute(values).then((rows) => toListItems(ctx, rows, language)),
    queries.counts
      .execute(values)
      .then((parts) => [{ total: parts.reduce((total, part) => total + part.total, 0) }]),
    query,
  );
};

/** How many of the user's applications (their own and those filed for them) are in each status, for the stat cards. */
export const countApplications = async (ctx: AppContext, userId: string): Promise<ApplicationCounts> => {
  const rows = await ctx.db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(and(applicantOf(userId), listedForApplicant))
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

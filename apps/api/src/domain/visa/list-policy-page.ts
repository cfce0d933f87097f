import type { listVisaPoliciesQuery, VisaPolicyListItem } from '@visabridge/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { countries, visaPolicies } from '../../db/schema';
import type { AppContext } from '../app-context';
import { offsetOf, toPage } from '../../lib/paginate';
import { toPolicyView } from './policies';

const destinations = alias(countries, 'destination_country');
const nationalities = alias(countries, 'nationality');

/** The admin's list of curated policies: one page, by destination name, purpose, category, nationality. */
export const listPolicyPage = async (ctx: AppContext, query: z.output<typeof listVisaPoliciesQuery>) => {
  const where = and(
    query.destination ? eq(visaPolicies.destination, query.destination) : undefined,
    query.category ? eq(visaPolicies.category, query.category) : undefined,
    query.purpose ? eq(visaPolicies.purpose, query.purpose) : undefined,
  );
  const items = ctx.db
    .select({ policy: visaPolicies, destination: destinations, nationality: nationalities })
    .from(visaPolicies)
    .innerJoin(destinations, eq(destinations.code, visaPolicies.destination))
    .leftJoin(nationalities, eq(nationalities.code, visaPolicies.fromCountry))
    .where(where)
    .orderBy(
      asc(destinations.name),
      asc(visaPolicies.purpose),
      asc(visaPolicies.category),
      sql`${nationalities.name} asc nulls first`,
      asc(visaPolicies.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((rows) =>
      rows.map(({ policy, destination, nationality }): VisaPolicyListItem => ({
        ...toPolicyView(policy),
        destinationCountry: { code: destination.code, name: destination.name, flag: destination.flag },
        nationality: nationality
          ? { code: nationality.code, name: nationality.name, flag: nationality.flag }
          : null,
      })),
    );
  return toPage(items, ctx.db.select({ total: count() }).from(visaPolicies).where(where), query);
};

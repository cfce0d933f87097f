import {
  countryCodeField,
  paged,
  paginationQuery,
  purposeSchema,
  visaTypeView,
  type Purpose,
} from '@visabridge/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visaTypes } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';

const listQuery = paginationQuery.extend({
  destination: countryCodeField('Destination').optional(),
  purpose: purposeSchema.optional(),
  search: z.string().trim().max(60).optional(),
});

export const visaTypeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    { schema: { tags: ['visa'], querystring: listQuery, response: replies(paged(visaTypeView), [400]) } },
    async (request) => {
      const { destination, purpose, search, page, pageSize } = request.query;
      const filters: (SQL | undefined)[] = [];
      if (destination) filters.push(eq(visaTypes.destination, destination));
      if (purpose) filters.push(eq(visaTypes.purpose, purpose));
      if (search)
        filters.push(
          or(ilike(visaTypes.name, `%${escapeLike(search)}%`), eq(visaTypes.code, search.toUpperCase())),
        );
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(visaTypes)
          .where(where)
          .orderBy(asc(visaTypes.destination), asc(visaTypes.purpose))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ total: count() }).from(visaTypes).where(where),
      ]);
      return ok({
        items: rows.map((row) => ({ ...row, purpose: row.purpose as Purpose })),
        total: total?.total ?? 0,
        page,
        pageSize,
      });
    },
  );
};

import {
  envelope,
  healthView,
  platformStatsView,
  purposes,
  siteInfoView,
  type Purpose,
} from '@visabridge/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countries, users, visaPolicies, visaTypes } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { ratingFigures, successFigures, supportContact } from './public-figures';

const tags = ['platform'];
const version = process.env.npm_package_version ?? '0.1.0';

export const platformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags, response: { 200: envelope(healthView), 503: envelope(healthView) } } },
    async (_request, reply) => {
      const isUp = await ctx.db.execute(sql`select 1`).then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'health check: database unreachable');
          return false;
        },
      );
      const health = {
        status: isUp ? ('ok' as const) : ('degraded' as const),
        database: isUp ? ('up' as const) : ('down' as const),
        uptimeSeconds: Math.round(process.uptime()),
        version,
      };
      return reply.code(isUp ? 200 : 503).send({ success: isUp, data: health });
    },
  );

  app.get('/platform/stats', { schema: { tags, response: replies(platformStatsView) } }, async () => {
    const [[countryCount], [travellerCount], typeRows, [policyCount], success, rated] = await Promise.all([
      ctx.db.select({ total: count() }).from(countries).where(eq(countries.isActive, true)),
      ctx.db.select({ total: count() }).from(users).where(eq(users.role, 'general')),
      ctx.db
        .select({ purpose: visaTypes.purpose, total: count() })
        .from(visaTypes)
        .groupBy(visaTypes.purpose),
      ctx.db.select({ total: count() }).from(visaPolicies),
      successFigures(ctx.db),
      ratingFigures(ctx.db),
    ]);
    const visaTypesByPurpose = Object.fromEntries(purposes.map((purpose) => [purpose, 0])) as Record<
      Purpose,
      number
    >;
    for (const row of typeRows) visaTypesByPurpose[row.purpose as Purpose] = row.total;
    return ok({
      countries: countryCount?.total ?? 0,
      travellers: travellerCount?.total ?? 0,
      visaTypes: typeRows.reduce((sum, row) => sum + row.total, 0),
      visaTypesByPurpose,
      policies: policyCount?.total ?? 0,
      ...success,
      ...rated,
      demoMode: ctx.config.demoMode,
    });
  });

  app.get('/platform/site', { schema: { tags, response: replies(siteInfoView) } }, async () => {
    const [countryCount] = await ctx.db
      .select({ total: count() })
      .from(countries)
      .where(eq(countries.isActive, true));
    return ok({ countries: countryCount?.total ?? 0, ...supportContact(ctx.config.support) });
  });
};

import { healthView, platformStatsView, siteInfoView } from '@visabridge/contract';
import { envelope } from '@visabridge/contract/response-envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { readPlatformStats, readSiteInfo } from './platform-views';

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

  app.get('/platform/stats', { schema: { tags, response: replies(platformStatsView) } }, async () =>
    ok(await readPlatformStats(ctx)),
  );

  app.get('/platform/site', { schema: { tags, response: replies(siteInfoView) } }, async () =>
    ok(await readSiteInfo(ctx)),
  );
};

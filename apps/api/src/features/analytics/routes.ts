import { adminStatsView, corporateStatsView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { adminStats } from './admin-stats';
import { companyForStats, corporateStats } from './corporate-analytics';

/** `/api/analytics`: computed figures. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/stats',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags: ['analytics'], response: replies(adminStatsView, [401, 403]) },
    },
    async () => ok(await adminStats(ctx)),
  );

  app.get(
    '/corporate/:companyId',
    {
      onRequest: app.requireRole('corporate', 'enterprise', 'admin'),
      schema: {
        tags: ['analytics'],
        params: z.object({ companyId: z.uuid('Company id must be a UUID') }),
        response: replies(corporateStatsView, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const company = await companyForStats(ctx, actorOf(request).user, request.params.companyId);
      return ok(await corporateStats(ctx, company));
    },
  );
};

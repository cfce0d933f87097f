import { adminStatsView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { adminStats } from './admin-stats';

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
};

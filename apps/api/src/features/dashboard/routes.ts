import { individualDashboardView, travelIntelligenceView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { readerLanguageOf } from '../../domain/identity/reader-language';
import { individualDashboard } from './individual-dashboard';
import { travelIntelligenceOf } from './travel-intelligence';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/individual',
    {
      onRequest: app.requireRole('general'),
      schema: { tags: ['dashboard'], response: replies(individualDashboardView, [401, 403]) },
    },
    async (request) =>
      ok(
        await individualDashboard(
          ctx,
          actorOf(request).user.id,
          readerLanguageOf(request, ctx.config.interfaceLanguages),
        ),
      ),
  );

  app.get(
    '/travel-intelligence',
    {
      onRequest: app.requireRole('general'),
      schema: { tags: ['dashboard'], response: replies(travelIntelligenceView, [401, 403]) },
    },
    async (request) => ok(await travelIntelligenceOf(ctx, actorOf(request).user.id)),
  );
};

import { healthView, livenessView, platformStatsView, siteInfoView } from '@visabridge/contract';
import { envelope } from '@visabridge/contract/response-envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import type { DocumentStore } from '../documents/document-store';
import { instanceFactsOf, readinessOf, type Lifecycle } from './health';
import { readPlatformStats, readSiteInfo } from './platform-views';

const tags = ['platform'];

type Options = { ctx: AppContext; store: DocumentStore; lifecycle: Lifecycle };

export const platformRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, store, lifecycle }) => {
  const readiness = { tags, response: { 200: envelope(healthView), 503: envelope(healthView) } };
  const answerReadiness = async (reply: FastifyReply) => {
    const health = await readinessOf(ctx, store, lifecycle);
    const isReady = health.status === 'ok';
    return reply.code(isReady ? 200 : 503).send({ success: isReady, data: health });
  };

  app.get(
    '/health/live',
    {
      schema: {
        tags,
        description: 'The process runs and answers (a liveness probe): nothing else is checked.',
        response: { 200: envelope(livenessView) },
      },
    },
    async () => ok({ status: 'ok' as const, ...instanceFactsOf(ctx.config.instanceName) }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        ...readiness,
        description:
          'Whether this instance should get traffic (a readiness probe): 503 naming what is down (database, document storage, job runner, event bus), and 503 from the moment it is asked to stop.',
      },
    },
    (_request, reply) => answerReadiness(reply),
  );

  app.get(
    '/health',
    { schema: { ...readiness, description: 'The same answer as /health/ready.' } },
    (_request, reply) => answerReadiness(reply),
  );

  app.get('/platform/stats', { schema: { tags, response: replies(platformStatsView) } }, async () =>
    ok(await readPlatformStats(ctx)),
  );

  app.get('/platform/site', { schema: { tags, response: replies(siteInfoView) } }, async () =>
    ok(await readSiteInfo(ctx)),
  );
};

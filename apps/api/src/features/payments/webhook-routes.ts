import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { done, noData, replies } from '../../lib/replies';
import { handleWebhook } from './handle-webhook';

/**
 * `POST /api/payments/webhook`: Stripe's events. Its signature covers the exact bytes sent, so this
 * plugin (and only this one) keeps JSON bodies as raw buffers.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) =>
    parsed(null, body),
  );

  app.post(
    '/webhook',
    { schema: { tags: ['payments'], response: replies(noData, [400, 404]) } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await handleWebhook(ctx, payload, typeof signature === 'string' ? signature : undefined);
      return done('Event received');
    },
  );
};

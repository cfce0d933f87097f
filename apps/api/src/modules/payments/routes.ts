import { listPaymentsQuery, paymentListView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { listPayments } from './list-payments';

/** `/api/payments`: the payment ledger. */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/list',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['payments'],
        querystring: listPaymentsQuery,
        response: replies(paymentListView, [400, 401, 403]),
      },
    },
    async (request) => ok(await listPayments(ctx, request.query)),
  );
};

import { applicationView, statusChangeInput } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../plugins/auth';
import { changeStatus } from './change-status';

const params = z.object({ id: z.uuid('Application id must be a UUID') });

/** `/api/visa-applications`: staff decisions. Agents act on applications assigned to them, admins on any. */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('agent', 'admin'));

  app.put(
    '/:id',
    {
      schema: {
        tags: ['review'],
        params,
        body: statusChangeInput,
        response: replies(applicationView, [400, 401, 403, 404, 422]),
      },
    },
    async (request) =>
      ok(
        await changeStatus(ctx, actorOf(request).user, request.params.id, request.body),
        'Application status updated successfully',
      ),
  );
};

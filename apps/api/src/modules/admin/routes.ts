import { listUsersQuery, paged, userView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { listUsers } from './list-users';

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        querystring: listUsersQuery,
        response: replies(paged(userView), [400, 401, 403]),
      },
    },
    async (request) => ok(await listUsers({ ctx, query: request.query })),
  );
};

import {
  adminUserListItem,
  createUserInput,
  listUsersQuery,
  paged,
  updateUserInput,
  userView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { listUsers } from './list-users';
import { createUser, updateUser } from './manage-users';
import { assertRecentSecondFactor } from '../../domain/identity/second-factor-state';

const tags = ['users'];

/** `/api/users`: the admin's user management (spec section 7 staff calls). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/list',
    {
      schema: {
        tags,
        querystring: listUsersQuery,
        response: replies(paged(adminUserListItem), [400, 401, 403]),
      },
    },
    async (request) => ok(await listUsers({ ctx, query: request.query })),
  );

  app.post(
    '/',
    { schema: { tags, body: createUserInput, response: replies(userView, [400, 401, 403, 409], 201) } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createUser(ctx, actorOf(request).user, request.body, request.headers['accept-language']),
            'User created successfully',
          ),
        ),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('User id must be a UUID') }),
        body: updateUserInput,
        response: replies(userView, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => {
      // A role change or a deactivation asks for the second factor again (step-up); a company move does not.
      if (request.body.role !== undefined || request.body.status !== undefined) {
        assertRecentSecondFactor(ctx, actorOf(request));
      }
      const user = await updateUser(ctx, actorOf(request).user, request.params.id, request.body);
      const message =
        request.body.status === undefined
          ? 'User updated successfully'
          : `User ${request.body.status === 'active' ? 'activated' : 'deactivated'} successfully`;
      return ok(user, message);
    },
  );
};

import { threadMessageInput, threadMessageView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { listThread, postMessage } from './thread';

const tags = ['messages'];
const params = z.object({ id: z.uuid('Application id must be a UUID') });

/** `/api/applications/{id}/messages`: the applicant, the assigned agent and admins share the thread. */
export const messageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/messages',
    { schema: { tags, params, response: replies(z.array(threadMessageView), [400, 401, 404]) } },
    async (request) => ok(await listThread(ctx, actorOf(request).user, request.params.id)),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        params,
        body: threadMessageInput,
        response: replies(threadMessageView, [400, 401, 404], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await postMessage(ctx, actorOf(request).user, request.params.id, request.body.body),
            'Message sent',
          ),
        ),
  );
};

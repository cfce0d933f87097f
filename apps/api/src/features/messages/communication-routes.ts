import { communicationInput, threadMessageView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../domain/identity/auth-plugin';
import { postMessage } from './thread';

/**
 * `/api/communications`: the staff's contact-client dialog. The message joins the application's thread
 * (the applicant reads and answers it there) and reaches the applicant by notification and email.
 */
export const communicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/send',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags: ['messages'],
        body: communicationInput,
        response: replies(threadMessageView, [400, 401, 403, 404], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await postMessage(ctx, actorOf(request).user, request.body.applicationId, request.body.message),
            'Message sent to client successfully',
          ),
        ),
  );
};

import {
  chatConversationView,
  chatInboxItem,
  chatInboxQuery,
  chatMessageInput,
  chatMessageView,
  paged,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../domain/app-context';
import { done, noData, ok, replies } from '../../lib/replies';
import { userIdOf } from '../../domain/identity/auth-plugin';
import {
  closeConversation,
  getConversationForStaff,
  listInbox,
  markStaffRead,
  postStaffReply,
} from './staff-chat';

const tags = ['chat'];
const params = z.object({ id: z.uuid('Conversation id must be a UUID') });

/** `/api/chat/conversations`: support staff (admins and agents) read and answer every conversation. */
export const staffChatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireRole('admin', 'agent'));

  app.get(
    '/',
    {
      schema: { tags, querystring: chatInboxQuery, response: replies(paged(chatInboxItem), [400, 401, 403]) },
    },
    async (request) => ok(await listInbox(ctx, request.query)),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: replies(chatConversationView, [400, 401, 403, 404]) } },
    async (request) => ok(await getConversationForStaff(ctx, request.params.id)),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        params,
        body: chatMessageInput,
        response: replies(chatMessageView, [400, 401, 403, 404, 409], 201),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await postStaffReply(ctx, userIdOf(request), request.params.id, request.body.body),
            'Reply sent',
          ),
        ),
  );

  app.post(
    '/:id/read',
    { schema: { tags, params, response: replies(noData, [400, 401, 403, 404]) } },
    async (request) => {
      await markStaffRead(ctx, request.params.id);
      return done('Marked as read');
    },
  );

  app.post(
    '/:id/close',
    { schema: { tags, params, response: replies(noData, [400, 401, 403, 404, 409]) } },
    async (request) => {
      await closeConversation(ctx, request.params.id);
      return done('Conversation closed');
    },
  );
};

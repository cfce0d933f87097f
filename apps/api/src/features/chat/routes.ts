import {
  chatMessageInput,
  chatMessageView,
  chatStreamTicketView,
  chatUnreadView,
  userChatView,
} from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../domain/app-context';
import { done, noData, ok, replies } from '../../lib/replies';
import { actorOf, userIdOf } from '../../domain/identity/auth-plugin';
import { isStaff } from '../../domain/applications/access';
import { createChatHub } from './chat-hub';
import { staffChatRoutes } from './staff-routes';
import { createStreamTickets } from './stream-ticket';
import { streamRoutes } from './stream-routes';
import { getUserChat, markUserRead, postUserMessage, userUnreadCount } from './user-chat';
import { staffUnreadCount } from './staff-chat';

const tags = ['chat'];
/** Travellers and company users talk to support; support staff answer from the inbox. */
const userRoles = ['general', 'corporate', 'enterprise'] as const;

/** `/api/chat`: a signed-in user's conversation with support, the staff inbox and the live stream. */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hub = createChatHub(ctx);
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  const tickets = createStreamTickets(ctx.config.jwtSecret);

  app.get(
    '/',
    {
      onRequest: app.requireRole(...userRoles),
      schema: { tags, response: replies(userChatView, [401, 403]) },
    },
    async (request) => ok(await getUserChat(ctx, userIdOf(request))),
  );

  app.post(
    '/messages',
    {
      onRequest: app.requireRole(...userRoles),
      schema: { tags, body: chatMessageInput, response: replies(chatMessageView, [400, 401, 403], 201) },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await postUserMessage(ctx, actorOf(request).user, request.body.body, hub.isStaffOnline),
            'Message sent',
          ),
        ),
  );

  app.post(
    '/read',
    { onRequest: app.requireRole(...userRoles), schema: { tags, response: replies(noData, [401, 403]) } },
    async (request) => {
      await markUserRead(ctx, userIdOf(request));
      return done('Marked as read');
    },
  );

  app.get(
    '/unread-count',
    { onRequest: app.authenticate, schema: { tags, response: replies(chatUnreadView, [401]) } },
    async (request) => {
      const { user } = actorOf(request);
      return ok({
        unread: isStaff(user) ? await staffUnreadCount(ctx) : await userUnreadCount(ctx, user.id),
      });
    },
  );

  app.post(
    '/stream-ticket',
    { onRequest: app.authenticate, schema: { tags, response: replies(chatStreamTicketView, [401]) } },
    async (request) => {
      const { user, sessionId } = actorOf(request);
      const { ticket, expiresAt } = tickets.issue({ userId: user.id, sessionId });
      return ok({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );

  await app.register(staffChatRoutes, { ctx, prefix: '/conversations' });
  await app.register(streamRoutes, { ctx, hub, tickets });
};

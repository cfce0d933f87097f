import { listNotificationsQuery, notificationView, paged, unreadCountView } from '@visabridge/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { ok, replies } from '../../lib/replies';
import { userIdOf } from '../identity/auth-plugin';
import { countUnread, listNotifications, markAllRead, markRead } from './list-notifications';

const tags = ['notifications'];

/** Every signed-in user has notifications; each sees only their own. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: listNotificationsQuery,
        response: replies(paged(notificationView), [400, 401]),
      },
    },
    async (request) => ok(await listNotifications(ctx, userIdOf(request), request.query)),
  );

  app.get('/unread-count', { schema: { tags, response: replies(unreadCountView, [401]) } }, async (request) =>
    ok({ unread: await countUnread(ctx, userIdOf(request)) }),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid('Notification id must be a UUID') }),
        response: replies(notificationView, [400, 401, 404]),
      },
    },
    async (request) => ok(await markRead(ctx, userIdOf(request), request.params.id)),
  );

  app.post('/read-all', { schema: { tags, response: replies(unreadCountView, [401]) } }, async (request) => {
    const marked = await markAllRead(ctx, userIdOf(request));
    return ok({ unread: 0 }, `${marked} marked as read`);
  });
};

import { unreadCountView } from '@visabridge/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { ok, replies } from '../../lib/replies';
import { actorOf } from '../../plugins/auth';

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/unread-count',
    {
      onRequest: app.authenticate,
      schema: { tags: ['notifications'], response: replies(unreadCountView, [401]) },
    },
    async (request) => {
      const [row] = await ctx.db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, actorOf(request).user.id), isNull(notifications.readAt)));
      return ok({ unread: row?.unread ?? 0 });
    },
  );
};

import type { listNotificationsQuery, NotificationView } from '@visabridge/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { notifications } from '../../db/schema';
import type { AppContext } from '../app-context';
import { notFound } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotificationView = (row: NotificationRow): NotificationView => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type as NotificationView['type'],
  category: row.category as NotificationView['category'],
  link: row.link,
  read: row.readAt !== null,
  timestamp: row.createdAt.toISOString(),
});

export const listNotifications = (
  ctx: AppContext,
  userId: string,
  query: z.output<typeof listNotificationsQuery>,
) => {
  const where = and(
    eq(notifications.userId, userId),
    query.unreadOnly ? isNull(notifications.readAt) : undefined,
    query.category ? eq(notifications.category, query.category) : undefined,
  );
  return toPage(
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map(toNotificationView)),
    ctx.db.select({ total: count() }).from(notifications).where(where),
    query,
  );
};

export const countUnread = async (ctx: AppContext, userId: string) => {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
};

/** Marks one of the user's notifications read; someone else's is not found. */
export const markRead = async (ctx: AppContext, userId: string, id: string) => {
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound('Notification not found');
  return toNotificationView(row);
};

export const markAllRead = async (ctx: AppContext, userId: string) => {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

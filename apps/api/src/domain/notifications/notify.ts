import type { NotificationCategory, notificationTypes } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NewNotification = {
  userId: string;
  title: string;
  message: string;
  type: (typeof notificationTypes)[number];
  category: NotificationCategory;
  link?: string;
  /** Set only when recording past events (demo data); new notifications are stamped now and unread. */
  createdAt?: Date;
  readAt?: Date;
};

/** Stores notifications in the caller's transaction, so they exist only if the event they report does. */
export const notify = async (db: Db, ...items: NewNotification[]) => {
  if (items.length > 0) await db.insert(notifications).values(items);
};

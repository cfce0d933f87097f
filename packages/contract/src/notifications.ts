import { z } from 'zod';
import { booleanQuery, paginationQuery } from './envelope';

export const notificationCategories = [
  'application_update',
  'document_required',
  'payment',
  'travel_intelligence',
  'document_analysis',
  'message',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const notificationTypes = ['info', 'warning', 'success'] as const;

export const notificationView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  category: z.enum(notificationCategories),
  /** Where the notification leads in the app, e.g. `/applications/{id}`. */
  link: z.string().nullable(),
  read: z.boolean(),
  timestamp: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const listNotificationsQuery = paginationQuery.extend({
  unreadOnly: booleanQuery.optional(),
  category: z.enum(notificationCategories).optional(),
});

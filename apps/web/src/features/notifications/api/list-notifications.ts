import type { NotificationCategory, NotificationView } from '@visabridge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { notificationsKey } from '../../../lib/api/query-keys';

export type NotificationsQuery = {
  page: number;
  pageSize: number;
  category?: NotificationCategory;
  isUnreadOnly?: boolean;
};

export type NotificationsPage = { items: NotificationView[]; total: number; page: number; pageSize: number };

const searchOf = ({ page, pageSize, category, isUnreadOnly }: NotificationsQuery) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (category) params.set('category', category);
  if (isUnreadOnly) params.set('unreadOnly', 'true');
  return params.toString();
};

/** GET /notifications: one page of the user's notifications, newest first; a page change keeps the last one shown. */
export const useNotifications = (query: NotificationsQuery) => {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: notificationsKey(userId, 'list', query),
    queryFn: async ({ signal }) =>
      (await api.get<NotificationsPage>(`/notifications?${searchOf(query)}`, { signal })).data,
    enabled: userId !== '',
    placeholderData: keepPreviousData,
    // New notifications arrive from events elsewhere (a status change, a message): every visit refetches.
    refetchOnMount: 'always',
  });
};

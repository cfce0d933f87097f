import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { notificationsKey } from './query-keys';

const refreshEveryMs = 60000;

/** The signed-in user's unread notification count (decision 20), refreshed every minute. */
export const useUnreadCount = (userId: string | undefined) =>
  useQuery({
    queryKey: notificationsKey(userId ?? '', 'unread-count'),
    queryFn: async ({ signal }) =>
      (await api.get<{ unread: number }>('/notifications/unread-count', { signal })).data.unread,
    enabled: Boolean(userId),
    refetchInterval: refreshEveryMs,
  });

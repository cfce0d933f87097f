import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userQueryKey } from '../../lib/auth/user-query-key';

const refreshEveryMs = 60000;

/** The signed-in user's unread notification count (decision 20), refreshed every minute. */
export const useUnreadCount = (userId: string | undefined) =>
  useQuery({
    queryKey: userQueryKey(userId ?? '', 'notifications', 'unread-count'),
    queryFn: async ({ signal }) =>
      (await api.get<{ unread: number }>('/notifications/unread-count', { signal })).data.unread,
    enabled: Boolean(userId),
    refetchInterval: refreshEveryMs,
  });

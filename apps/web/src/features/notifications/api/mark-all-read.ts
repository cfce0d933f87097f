import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshNotifications } from '../../../lib/api/use-mark-notification-read';

/** POST /notifications/read-all. */
export const useMarkAllRead = () => {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: () => api.post<{ unread: number }>('/notifications/read-all'),
    onSuccess: refresh,
  });
};

import type { NotificationView } from '@visabridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { useAuth } from '../auth/auth-context';
import { individualDashboardKey, notificationsKey } from './query-keys';

/** Refetches everything that shows notifications: the bell, the lists and the dashboard's recent ones. */
export const useRefreshNotifications = () => {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: individualDashboardKey(userId) }),
      ]),
    [queryClient, userId],
  );
};

/** POST /notifications/{id}/read. */
export const useMarkNotificationRead = () => {
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (id: string) => api.post<NotificationView>(`/notifications/${id}/read`),
    onSuccess: refresh,
  });
};

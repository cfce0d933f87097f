import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { individualDashboardKey } from '../../../lib/api/query-keys';
import { applicationKeys } from '../../../lib/api/application-keys';

/** DELETE /applications/{id} (drafts only); the lists, counts and the dashboard reload afterwards. */
export const useDeleteApplication = () => {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/applications/${id}`),
    onSuccess: (_result, id) => {
      // The deleted application's own queries are dropped rather than refetched into a 404.
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      if (user) void queryClient.invalidateQueries({ queryKey: individualDashboardKey(user.id) });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

/**
 * POST /applications/{id}/submit: 422 lists what is still missing. Afterwards everything about
 * applications reloads: the status, its history and the lists all changed.
 */
export const useSubmitApplication = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ApplicationView>(`/applications/${id}/submit`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
};

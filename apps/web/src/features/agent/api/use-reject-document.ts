import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAgentWork } from './refresh-agent-work';

type Rejection = { documentId: string; reason: string };

/** POST /visa-applications/{id}/documents/{documentId}/reject: the applicant is asked for a new file. */
export const useRejectDocument = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, reason }: Rejection) =>
      api.post<unknown>(`/visa-applications/${applicationId}/documents/${documentId}/reject`, { reason }),
    onSuccess: () => refreshAgentWork(queryClient, applicationId),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequestView, documentRequestInput } from '@visabridge/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshAgentWork } from './refresh-agent-work';

/** POST /visa-applications/{id}/document-requests: asks the applicant for one more document. */
export const useRequestDocument = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof documentRequestInput>) =>
      api.post<DocumentRequestView>(`/visa-applications/${applicationId}/document-requests`, input),
    onSuccess: () => refreshAgentWork(queryClient, applicationId),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { refreshAgentWork } from './refresh-agent-work';

type Override = { documentId: string; note: string };

/** POST /visa-applications/{id}/documents/{documentId}/analysis-override: the findings stand overridden, with why. */
export const useOverrideAnalysis = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, note }: Override) =>
      api.post<DocumentView>(
        `/visa-applications/${applicationId}/documents/${documentId}/analysis-override`,
        { note },
      ),
    onSuccess: () => refreshAgentWork(queryClient, applicationId),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, ApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { refreshAgentWork } from './refresh-agent-work';

export type StatusChange = { status: ApplicationStatus; note?: string; rejectionReason?: string };

/**
 * PUT /visa-applications/{id}: a decision or a move to review (422 names the allowed moves). The agent
 * screens also send who changed it and when (spec section 6); the server records its own.
 */
export const useChangeStatus = (applicationId: string, agentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) =>
      api.put<ApplicationView>(`/visa-applications/${applicationId}`, {
        ...change,
        updatedBy: agentId,
        updatedAt: new Date().toISOString(),
      }),
    onSuccess: () => refreshAgentWork(queryClient, applicationId),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadMessageView } from '@visabridge/contract';
import type { ApplicationRef } from '../application-ref';
import { api } from '../../../lib/api-client';
import { refreshAgentWork } from './refresh-agent-work';

export const sendToClientKey = ['send-to-client'];

/**
 * POST /communications/send: stored in the application's thread (the applicant reads it there) and
 * emailed; the last-contact dates and the thread reload.
 */
export const useSendToClient = (agentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendToClientKey,
    mutationFn: ({ application, message }: { application: ApplicationRef; message: string }) =>
      api.post<ThreadMessageView>('/communications/send', {
        applicationId: application.id,
        message,
        type: 'agent_update',
        clientEmail: application.clientEmail,
        sentBy: agentId,
      }),
    onSuccess: (_result, { application }) => refreshAgentWork(queryClient, application.id),
  });
};

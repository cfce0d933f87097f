import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadMessageView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { applicationKeys } from '../../../lib/api/application-keys';

/** POST /applications/{id}/messages; the new message is appended to the cached thread. */
export const useSendMessage = (applicationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<ThreadMessageView>(`/applications/${applicationId}/messages`, { body }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<ThreadMessageView[]>(applicationKeys.messages(applicationId), (thread) => [
        ...(thread ?? []),
        data,
      ]),
  });
};

import { useQuery } from '@tanstack/react-query';
import type { ThreadMessageView } from '@visabridge/contract';
import { api } from '../api-client';
import { applicationKeys } from './application-keys';

/** GET /applications/{id}/messages: the thread with the agent, oldest first. */
export const useMessages = (applicationId: string) =>
  useQuery({
    queryKey: applicationKeys.messages(applicationId),
    queryFn: async ({ signal }) =>
      (await api.get<ThreadMessageView[]>(`/applications/${applicationId}/messages`, { signal })).data,
  });

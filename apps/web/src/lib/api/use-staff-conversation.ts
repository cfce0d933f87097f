import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatConversationView } from '@visabridge/contract';
import { api } from '../api-client';
import { chatKey, pollWhileOfflineMs } from './chat-keys';

/** GET /chat/conversations/{id}: one conversation as staff read it. */
export const useStaffConversation = (userId: string, id: string | null, isLive: boolean) =>
  useQuery({
    queryKey: chatKey(userId, 'conversation', id),
    queryFn: async ({ signal }) =>
      (await api.get<ChatConversationView>(`/chat/conversations/${id}`, { signal })).data,
    enabled: id !== null,
    refetchInterval: isLive ? false : pollWhileOfflineMs,
  });

/** POST /chat/conversations/{id}/close: read-only from now on; the user's next message opens a new one. */
export const useCloseConversation = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/chat/conversations/${id}/close`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(userId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { chatKey } from './chat-keys';

/** POST /chat/read (the user) or /chat/conversations/{id}/read (staff): the unread counts reload. */
export const useMarkChatRead = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId?: string) =>
      api.post(conversationId ? `/chat/conversations/${conversationId}/read` : '/chat/read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(userId) }),
  });
};

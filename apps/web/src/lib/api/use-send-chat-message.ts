import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageView } from '@visabridge/contract';
import { api } from '../api-client';
import { chatKey } from './chat-keys';

/**
 * POST /chat/messages as the user, or POST /chat/conversations/{id}/messages as staff (with
 * `conversationId`); the chat queries reload.
 */
export const useSendChatMessage = (userId: string, conversationId?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<ChatMessageView>(
        conversationId ? `/chat/conversations/${conversationId}/messages` : '/chat/messages',
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(userId) }),
  });
};

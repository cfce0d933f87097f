import { useQuery } from '@tanstack/react-query';
import type { UserChatView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { chatKey, pollWhileOfflineMs } from '../../../lib/api/chat-keys';

/** GET /chat: the user's latest conversation with support (or none) and the typical reply time. */
export const useMyChat = (userId: string, isLive: boolean) =>
  useQuery({
    queryKey: chatKey(userId, 'mine'),
    queryFn: async ({ signal }) => (await api.get<UserChatView>('/chat', { signal })).data,
    refetchOnMount: 'always',
    refetchInterval: isLive ? false : pollWhileOfflineMs,
  });

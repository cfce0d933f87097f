import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatInboxItem } from '@visabridge/contract';
import { api } from '../api-client';
import { chatKey, pollWhileOfflineMs } from './chat-keys';

export type ChatInboxPage = { items: ChatInboxItem[]; total: number; page: number; pageSize: number };

/** GET /chat/conversations: the open conversations, latest activity first. */
export const useChatInbox = (userId: string, page: number, pageSize: number, isLive: boolean) =>
  useQuery({
    queryKey: chatKey(userId, 'inbox', page, pageSize),
    queryFn: async ({ signal }) =>
      (
        await api.get<ChatInboxPage>(`/chat/conversations?status=open&page=${page}&pageSize=${pageSize}`, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    refetchInterval: isLive ? false : pollWhileOfflineMs,
  });

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKey } from '../../../lib/api/chat-keys';

const refreshEveryMs = 60_000;

/** GET /chat/unread-count: for a user the support replies they have not read, for staff every unread user message. */
export const useChatUnread = (userId: string | undefined) =>
  useQuery({
    queryKey: chatKey(userId ?? '', 'unread'),
    queryFn: async ({ signal }) =>
      (await api.get<{ unread: number }>('/chat/unread-count', { signal })).data.unread,
    enabled: Boolean(userId),
    refetchInterval: refreshEveryMs,
  });

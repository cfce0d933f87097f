import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, apiBaseUrl } from '../api-client';
import { chatKey } from './chat-keys';

const reconnectAfterMs = 15_000;
const eventTypes = ['message', 'read', 'closed'] as const;

export type StreamState = 'connecting' | 'live' | 'offline';

/**
 * Live support chat: a server-sent event stream opened with a short-lived ticket (EventSource cannot
 * send the session's Authorization header, and the session token must not appear in a URL). Each
 * event refreshes the chat queries. Returns the stream's state; while it is not live, screens poll, and
 * a new ticket and stream are tried every 15 seconds.
 */
export const useChatStream = (userId: string | undefined) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    if (!userId) return undefined;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let isStopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKey(userId) });
    const retryLater = () => {
      setState('offline');
      if (!isStopped) retry = window.setTimeout(() => void connect(), reconnectAfterMs);
    };
    const connect = async () => {
      try {
        const { data } = await api.post<{ ticket: string }>('/chat/stream-ticket');
        if (isStopped) return;
        source = new EventSource(`${apiBaseUrl}/chat/stream?ticket=${encodeURIComponent(data.ticket)}`);
        // Ready after a reconnect: fetch what arrived while the stream was down.
        source.addEventListener('ready', () => {
          setState('live');
          refresh();
        });
        for (const type of eventTypes) source.addEventListener(type, refresh);
        source.onerror = () => {
          source?.close();
          retryLater();
        };
      } catch {
        retryLater();
      }
    };
    void connect();
    return () => {
      isStopped = true;
      source?.close();
      window.clearTimeout(retry);
    };
  }, [userId, queryClient]);

  return state;
};

import type { ChatStreamEvent } from '@visabridge/contract';
import { like } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { TestApp } from './test-app';

export type Headers = Record<string, string>;

/** One JSON call through inject, as the web app makes it. */
export const chatCall = (
  test: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Headers = {},
  payload?: object,
) => test.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A ticket for the stream, asked for as the web app does. */
export const streamTicket = async (test: TestApp, headers: Headers) => {
  const response = await chatCall(test, 'POST', '/api/chat/stream-ticket', headers);
  if (response.statusCode !== 200) throw new Error(`ticket refused: ${response.body}`);
  return response.json().data.ticket as string;
};

type StreamEvent = { event: string; data: unknown };

/**
 * An open EventSource-like reader on a listening app: collects each event and lets a test wait for the
 * next one of a type, or check that none arrived.
 */
export const openStream = async (baseUrl: string, ticket: string) => {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/chat/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiters.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const take = async (type: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((event) => event.event === type);
      if (index >= 0) return events.splice(index, 1)[0]?.data as ChatStreamEvent;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${type}" event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    take,
    /** Event types received and not yet taken. */
    pending: () => events.map((event) => event.event),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
};

export const listenOnFreePort = async (test: TestApp) => {
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
};

/** Emails to staff about a conversation: their link names it. */
export const staffMailAbout = (test: TestApp, conversationId: string) =>
  test.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.body, `%${conversationId}%`));

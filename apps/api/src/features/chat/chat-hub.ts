import type { ChatStreamEvent } from '@visabridge/contract';
import { eq } from 'drizzle-orm';
import { chatConversations } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AWAY_AFTER_MS } from './away-emails';
import { CHAT_CHANNEL, isChatSignal, signalChat, type ChatSignal } from './chat-events';
import { findMessageView } from './chat-views';

/** How often a live stream says it is there (staff presence, the user's seen time). */
export const HEARTBEAT_MS = 30_000;

export type ChatStream = {
  userId: string;
  isStaff: boolean;
  send: (event: ChatStreamEvent) => void;
};

/**
 * This instance's live chat streams. Every instance hears each chat signal on the event bus, reads the
 * message once and hands it to its own streams: staff see every conversation, a user only theirs.
 */
export const createChatHub = (ctx: AppContext) => {
  const streams = new Set<ChatStream>();
  let staffHeardAt = 0;
  let unsubscribe: (() => void) | undefined;

  const hasStaffStream = () => [...streams].some((stream) => stream.isStaff);
  const sendTo = (userId: string | null, event: ChatStreamEvent) => {
    for (const stream of streams) if (stream.isStaff || stream.userId === userId) stream.send(event);
  };
  const ownerOf = async (conversationId: string) => {
    const [row] = await ctx.db
      .select({ userId: chatConversations.userId })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    return row?.userId ?? null;
  };

  const hear = async (signal: ChatSignal) => {
    if (!('c' in signal)) {
      staffHeardAt = Date.now();
      return;
    }
    if (streams.size === 0) return;
    if ('m' in signal) {
      const message = await findMessageView(ctx.db, signal.m);
      if (message) sendTo(await ownerOf(signal.c), { type: 'message', conversationId: signal.c, message });
      return;
    }
    // A staff read only moves staff unread counts; a close also tells the user.
    sendTo(signal.k === 'closed' ? await ownerOf(signal.c) : null, {
      type: signal.k,
      conversationId: signal.c,
    });
  };

  const announceStaff = () => {
    if (hasStaffStream()) void signalChat(ctx, { k: 'staff_online' });
  };
  const timer = setInterval(announceStaff, HEARTBEAT_MS);
  timer.unref();

  return {
    start: async () => {
      unsubscribe = await ctx.events.subscribe(CHAT_CHANNEL, (payload) => {
        if (!isChatSignal(payload)) return;
        hear(payload).catch((error: unknown) => ctx.log.warn({ err: error }, 'could not relay a chat event'));
      });
    },
    /** Adds a live stream; returns the function that removes it. */
    add: (stream: ChatStream) => {
      streams.add(stream);
      if (stream.isStaff) void signalChat(ctx, { k: 'staff_online' });
      return () => streams.delete(stream);
    },
    /** A staff stream is live here, or another instance announced one within the away window. */
    isStaffOnline: () => hasStaffStream() || Date.now() - staffHeardAt < AWAY_AFTER_MS,
    stop: () => {
      clearInterval(timer);
      unsubscribe?.();
      streams.clear();
    },
  };
};
export type ChatHub = ReturnType<typeof createChatHub>;

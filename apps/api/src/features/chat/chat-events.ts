import type { AppContext } from '../../domain/app-context';

/** The event-bus channel of support chat. */
export const CHAT_CHANNEL = 'support_chat';

/** What travels between instances: ids only; each instance reads the message itself. */
export type ChatSignal =
  | { c: string; m: number }
  | { c: string; k: 'read' | 'closed' }
  /** A support staff member has a live stream on some instance. */
  | { k: 'staff_online' };

export const signalChat = async (ctx: AppContext, signal: ChatSignal) => {
  try {
    await ctx.events.publish(CHAT_CHANNEL, signal);
  } catch (error) {
    // The change is stored; open screens still see it at their next poll.
    ctx.log.warn({ err: error }, 'could not publish a support chat event');
  }
};

export const isChatSignal = (value: unknown): value is ChatSignal => {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.k === 'staff_online') return true;
  if (typeof signal.c !== 'string') return false;
  return typeof signal.m === 'number' || signal.k === 'read' || signal.k === 'closed';
};

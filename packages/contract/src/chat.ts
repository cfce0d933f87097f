import { z } from 'zod';
import { paginationQuery } from './envelope';
import { requiredText } from './primitives';

/** Support chat: a signed-in user's conversation with support staff (admins and agents). */
export const chatStatuses = ['open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export const chatMessageView = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  body: z.string(),
  /** True when support staff wrote it. */
  fromStaff: z.boolean(),
  /** The writer's name; null when their account is gone. */
  authorName: z.string().nullable(),
  sentAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

export const chatConversationView = z.object({
  id: z.string(),
  status: z.enum(chatStatuses),
  /** The traveller the conversation belongs to. */
  userName: z.string(),
  userEmail: z.string(),
  /** Messages from the other side the viewer has not read yet. */
  unread: z.number().int(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messages: z.array(chatMessageView),
});
export type ChatConversationView = z.infer<typeof chatConversationView>;

/** `GET /api/chat`: the user's latest conversation (open, or closed and read-only), and how fast support answers. */
export const userChatView = z.object({
  conversation: chatConversationView.nullable(),
  /** Median minutes to a first staff reply over the last 30 days; null when too few to say. */
  typicalReplyMinutes: z.number().int().nullable(),
});
export type UserChatView = z.infer<typeof userChatView>;

export const chatInboxItem = z.object({
  id: z.string(),
  status: z.enum(chatStatuses),
  userName: z.string(),
  userEmail: z.string(),
  lastMessage: z.object({ body: z.string(), fromStaff: z.boolean(), sentAt: z.string() }).nullable(),
  /** Messages from the user that no staff member has read yet. */
  unread: z.number().int(),
  lastMessageAt: z.string(),
});
export type ChatInboxItem = z.infer<typeof chatInboxItem>;

export const chatInboxQuery = paginationQuery.extend({
  status: z.enum(chatStatuses, { error: 'Status must be open or closed' }).default('open'),
});
export type ChatInboxQuery = z.infer<typeof chatInboxQuery>;

export const chatMessageInput = z.object({
  body: requiredText('Message is required', 2000, {
    multiLine: true,
    tooLong: 'Message must be at most 2000 characters',
  }),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

export const chatUnreadView = z.object({ unread: z.number().int() });

export const chatStreamTicketView = z.object({
  /** Opens `GET /api/chat/stream?ticket=` within 60 seconds; good for nothing else. */
  ticket: z.string(),
  expiresAt: z.string(),
});

/** What the chat stream sends: a new message, or a conversation read or closed by staff. */
export type ChatStreamEvent =
  | { type: 'message'; conversationId: string; message: ChatMessageView }
  | { type: 'read' | 'closed'; conversationId: string };

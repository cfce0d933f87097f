import type { UserChatView } from '@visabridge/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { isUniqueViolation } from '../../lib/errors';
import { emailStaffIfAway } from './away-emails';
import { signalChat } from './chat-events';
import { conversationView, findLatestConversation, findMessageView, unreadFor } from './chat-views';
import { typicalReplyMinutes } from './typical-reply';

type Author = { id: string };

/** Marks the user present in their open conversation (the chat screen is open). */
export const stampUserSeen = (ctx: AppContext, userId: string) =>
  ctx.db
    .update(chatConversations)
    .set({ userSeenAt: sql`now()` })
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.status, 'open')));

/** The user's chat screen: their latest conversation and how fast support usually answers. */
export const getUserChat = async (ctx: AppContext, userId: string): Promise<UserChatView> => {
  await stampUserSeen(ctx, userId);
  const conversation = await findLatestConversation(ctx.db, userId);
  return {
    conversation: conversation ? await conversationView(ctx.db, conversation, 'user') : null,
    typicalReplyMinutes: await typicalReplyMinutes(ctx.db),
  };
};

/** The open conversation, created on the user's first message (after a closed one, a new one). */
const openConversationOf = async (ctx: AppContext, userId: string) => {
  const find = async () => {
    const [row] = await ctx.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, userId), eq(chatConversations.status, 'open')));
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  try {
    const [created] = await ctx.db
      .insert(chatConversations)
      .values({ userId, userSeenAt: sql`now()`, userReadAt: sql`now()` })
      .returning();
    if (created) return created;
  } catch (error) {
    // Two first messages at once: the other one opened it.
    if (!isUniqueViolation(error)) throw error;
  }
  const raced = await find();
  if (!raced) throw new Error('open conversation vanished');
  return raced;
};

/** Adds the user's message; staff who are away hear by email. */
export const postUserMessage = async (
  ctx: AppContext,
  author: Author,
  body: string,
  isStaffOnline: () => boolean,
) => {
  const conversation = await openConversationOf(ctx, author.id);
  const id = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, authorId: author.id, fromStaff: false, body })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    if (!message) throw new Error('message insert returned nothing');
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: message.createdAt, userSeenAt: sql`now()`, userReadAt: sql`now()` })
      .where(eq(chatConversations.id, conversation.id));
    await emailStaffIfAway(ctx, tx, conversation, body, isStaffOnline());
    return message.id;
  });
  ctx.wakeMailer();
  await signalChat(ctx, { c: conversation.id, m: id });
  const view = await findMessageView(ctx.db, id);
  if (!view) throw new Error('message vanished after insert');
  return view;
};

/** The user has read everything in their latest conversation. */
export const markUserRead = async (ctx: AppContext, userId: string) => {
  const conversation = await findLatestConversation(ctx.db, userId);
  if (!conversation) return;
  await ctx.db
    .update(chatConversations)
    .set({ userReadAt: sql`now()`, userSeenAt: sql`now()` })
    .where(eq(chatConversations.id, conversation.id));
};

/** Staff messages the user has not read in their latest conversation (the badge). */
export const userUnreadCount = async (ctx: AppContext, userId: string) => {
  const conversation = await findLatestConversation(ctx.db, userId);
  if (!conversation) return 0;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, conversation.id), unreadFor('user')));
  return row?.total ?? 0;
};

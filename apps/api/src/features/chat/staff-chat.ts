import type { ChatInboxItem, ChatInboxQuery, ChatStatus } from '@visabridge/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { chatConversations, chatMessages, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { conflict, notFound } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';
import { emailUserIfAway } from './away-emails';
import { signalChat } from './chat-events';
import { conversationView, findMessageView, unreadFor } from './chat-views';

const notFoundMessage = 'Conversation not found';
const closedMessage = 'This conversation is closed.';

const findConversation = async (ctx: AppContext, id: string) => {
  const [row] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw notFound(notFoundMessage);
  return row;
};

/** Staff have this conversation open. */
const stampStaffSeen = (ctx: AppContext, id: string) =>
  ctx.db
    .update(chatConversations)
    .set({ staffSeenAt: sql`now()` })
    .where(eq(chatConversations.id, id));

const unreadByStaff = (ctx: AppContext) =>
  ctx.db
    .select({ conversationId: chatMessages.conversationId, total: count().as('total') })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.status, 'open'), unreadFor('staff')))
    .groupBy(chatMessages.conversationId)
    .as('unread');

/** The staff inbox: conversations of a status, latest activity first, with the last message and unread count. */
export const listInbox = async (ctx: AppContext, query: ChatInboxQuery) => {
  const unread = unreadByStaff(ctx);
  const lastMessage = ctx.db
    .select({
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      fromStaff: chatMessages.fromStaff,
      sentAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chatConversations.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last_message');
  const where = eq(chatConversations.status, query.status);
  const rows = ctx.db
    .select({
      id: chatConversations.id,
      status: chatConversations.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastMessageAt: chatConversations.lastMessageAt,
      unread: sql<number>`coalesce(${unread.total}, 0)`.mapWith(Number),
      body: lastMessage.body,
      fromStaff: lastMessage.fromStaff,
      sentAt: lastMessage.sentAt,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(unread, eq(unread.conversationId, chatConversations.id))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(where)
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((found) =>
      found.map((row): ChatInboxItem => ({
        id: row.id,
        status: row.status as ChatStatus,
        userName: `${row.firstName} ${row.lastName}`,
        userEmail: row.email,
        lastMessage:
          row.body === null || row.fromStaff === null || row.sentAt === null
            ? null
            : { body: row.body, fromStaff: row.fromStaff, sentAt: new Date(row.sentAt).toISOString() },
        unread: row.unread,
        lastMessageAt: row.lastMessageAt.toISOString(),
      })),
    );
  const total = ctx.db.select({ total: count() }).from(chatConversations).where(where);
  return toPage(rows, total, query);
};

/** One conversation as staff read it; opening it marks staff present there. */
export const getConversationForStaff = async (ctx: AppContext, id: string) => {
  const conversation = await findConversation(ctx, id);
  await stampStaffSeen(ctx, id);
  return conversationView(ctx.db, conversation, 'staff');
};

/** A staff reply in an open conversation; the user hears by email when away. */
export const postStaffReply = async (ctx: AppContext, staffId: string, id: string, body: string) => {
  const messageId = await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, id))
      .for('update');
    if (!conversation) throw notFound(notFoundMessage);
    if (conversation.status !== 'open') throw conflict('CHAT_CLOSED', closedMessage);
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, authorId: staffId, fromStaff: true, body })
      .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
    if (!message) throw new Error('message insert returned nothing');
    await tx
      .update(chatConversations)
      .set({
        lastMessageAt: message.createdAt,
        staffId,
        staffSeenAt: sql`now()`,
        staffReadAt: sql`now()`,
      })
      .where(eq(chatConversations.id, id));
    await emailUserIfAway(ctx, tx, conversation, body);
    return message.id;
  });
  ctx.wakeMailer();
  await signalChat(ctx, { c: id, m: messageId });
  const view = await findMessageView(ctx.db, messageId);
  if (!view) throw new Error('message vanished after insert');
  return view;
};

export const markStaffRead = async (ctx: AppContext, id: string) => {
  const [row] = await ctx.db
    .update(chatConversations)
    .set({ staffReadAt: sql`now()`, staffSeenAt: sql`now()` })
    .where(eq(chatConversations.id, id))
    .returning({ id: chatConversations.id });
  if (!row) throw notFound(notFoundMessage);
  await signalChat(ctx, { c: id, k: 'read' });
};

/** Closes an open conversation: it becomes read-only, and the user's next message opens a new one. */
export const closeConversation = async (ctx: AppContext, id: string) => {
  const [row] = await ctx.db
    .update(chatConversations)
    .set({ status: 'closed' })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning({ id: chatConversations.id });
  if (!row) {
    await findConversation(ctx, id);
    throw conflict('CHAT_CLOSED', 'This conversation is already closed.');
  }
  await signalChat(ctx, { c: id, k: 'closed' });
};

/** User messages no staff member has read, over all open conversations. */
export const staffUnreadCount = async (ctx: AppContext) => {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.status, 'open'), unreadFor('staff')));
  return row?.total ?? 0;
};

import type { ChatConversationView, ChatMessageView, ChatStatus } from '@visabridge/contract';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, users } from '../../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type Side = 'user' | 'staff';

/** Messages written by the other side after this side last read: the unread ones. */
export const unreadFor = (side: Side) =>
  side === 'user'
    ? and(
        eq(chatMessages.fromStaff, true),
        sql`${chatMessages.createdAt} > coalesce(${chatConversations.userReadAt}, '-infinity')`,
      )
    : and(
        eq(chatMessages.fromStaff, false),
        sql`${chatMessages.createdAt} > coalesce(${chatConversations.staffReadAt}, '-infinity')`,
      );

const selectMessages = (db: Db) =>
  db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      body: chatMessages.body,
      fromStaff: chatMessages.fromStaff,
      createdAt: chatMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .$dynamic();

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

const toMessageView = (row: MessageRow): ChatMessageView => ({
  id: row.id,
  conversationId: row.conversationId,
  body: row.body,
  fromStaff: row.fromStaff,
  authorName: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
  sentAt: row.createdAt.toISOString(),
});

export const findMessageView = async (db: Db, id: number) => {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return row ? toMessageView(row) : null;
};

/** A conversation with its owner's name, every message oldest first, and what `side` has not read. */
export const conversationView = async (
  db: Db,
  conversation: ConversationRow,
  side: Side,
): Promise<ChatConversationView> => {
  const [owner, rows, [unread]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, conversation.userId)),
    selectMessages(db).where(eq(chatMessages.conversationId, conversation.id)).orderBy(asc(chatMessages.id)),
    db
      .select({ total: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(eq(chatMessages.conversationId, conversation.id), unreadFor(side))),
  ]);
  const user = owner[0];
  return {
    id: conversation.id,
    status: conversation.status as ChatStatus,
    userName: user ? `${user.firstName} ${user.lastName}` : '',
    userEmail: user?.email ?? '',
    unread: unread?.total ?? 0,
    startedAt: conversation.createdAt.toISOString(),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    messages: rows.map(toMessageView),
  };
};

/** The user's newest conversation: the open one, else the last closed one (shown read-only). */
export const findLatestConversation = async (db: Db, userId: string) => {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(sql`${chatConversations.status} = 'open' desc`, desc(chatConversations.createdAt))
    .limit(1);
  return row ?? null;
};

export const isRecent = (column: typeof chatConversations.userSeenAt, ms: number) =>
  gt(column, sql`now() - make_interval(secs => ${ms / 1000})`);

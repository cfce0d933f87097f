import type {
  ContactMessageSummary,
  ContactMessageView,
  ContactTopic,
  listContactMessagesQuery,
} from '@visabridge/contract';
import { asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contactMessages, contactReplies, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';

type MessageRow = typeof contactMessages.$inferSelect;

const EXCERPT_LENGTH = 160;
const handlers = alias(users, 'handler');
const nameOf = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

const replyCount =
  sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`.mapWith(
    Number,
  );

const toSummary = (row: MessageRow, replies: number): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic as ContactTopic,
  excerpt: row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH - 1)}…` : row.message,
  userId: row.userId,
  replyCount: replies,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The inbox: open messages first, newest first within each; `status` keeps only open or handled ones. */
export const listContactMessages = async (
  ctx: AppContext,
  query: z.output<typeof listContactMessagesQuery>,
) => {
  const where =
    query.status === 'open'
      ? isNull(contactMessages.handledAt)
      : query.status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const rows = ctx.db
    .select({ message: contactMessages, replies: replyCount })
    .from(contactMessages)
    .where(where)
    .orderBy(
      sql`${contactMessages.handledAt} is not null`,
      desc(contactMessages.createdAt),
      desc(contactMessages.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .then((found) => found.map(({ message, replies }) => toSummary(message, replies)));
  return toPage(rows, ctx.db.select({ total: count() }).from(contactMessages).where(where), query);
};

/** One message with who handled it and its replies, oldest first; 404 when there is no such message. */
export const findContactMessage = async (ctx: AppContext, id: string): Promise<ContactMessageView> => {
  const [found] = await ctx.db
    .select({ message: contactMessages, handlerFirst: handlers.firstName, handlerLast: handlers.lastName })
    .from(contactMessages)
    .leftJoin(handlers, eq(handlers.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!found) throw notFound('Contact message not found');
  const replies = await ctx.db
    .select({ reply: contactReplies, first: users.firstName, last: users.lastName })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...toSummary(found.message, replies.length),
    message: found.message.message,
    handledByName: nameOf(found.handlerFirst, found.handlerLast),
    replies: replies.map(({ reply, first, last }) => ({
      id: reply.id,
      body: reply.body,
      authorName: nameOf(first, last),
      sentAt: reply.createdAt.toISOString(),
    })),
  };
};

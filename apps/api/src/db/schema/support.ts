/**
 * The public site and support: the operator's content pages and who accepted which version, contact
 * messages and their replies, consultations, and support chat.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InterfaceLanguage } from '@visabridge/contract';
import { timestamps } from './columns';
import { users } from './accounts';
import { countries } from './visa-data';

/**
 * A page the operator edits (about, careers, press, partners, privacy, terms, cookies, compliance), one
 * row per language it is written in: English always, the fallback of a language not yet written.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    language: text('language').$type<InterfaceLanguage>().notNull().default('en'),
    title: text('title').notNull(),
    /** Markdown, rendered without raw HTML. */
    body: text('body').notNull(),
    /** Counts published edits of this language from 1; the Terms and Privacy versions users accept. */
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.language] })],
);

/** Which version of a legal page (terms, privacy), in which language, a user accepted, and when. */
export const pageAcceptances = pgTable(
  'page_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** The language of the text the user read and accepted (English when theirs was not written yet). */
    language: text('language').$type<InterfaceLanguage>().notNull().default('en'),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.slug, table.language, table.version] }),
    foreignKey({
      columns: [table.slug, table.language],
      foreignColumns: [contentPages.slug, contentPages.language],
    }),
  ],
);

/** A message sent through the contact form; staff reply by email and mark it handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** general, sales, support, partnership, press or privacy. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The sender's account when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A hash of the sender's address (never the address itself), for the rate limit. */
    senderKey: text('sender_key').notNull(),
    /** The language of the page the message was written on; a staff reply is written in it. Null before 0035. */
    language: text('language').$type<InterfaceLanguage>(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('contact_messages_open_idx').on(table.handledAt, table.createdAt),
    index('contact_messages_sender_idx').on(table.senderKey, table.createdAt),
  ],
);

/** A staff reply to a contact message, sent by email from the product. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/** A consultation a signed-in user booked; an agent takes it and confirms a time. */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    destination: text('destination').references(() => countries.code),
    /** The times the user offered, ISO instants, earliest first. */
    preferredTimes: jsonb('preferred_times').$type<string[]>().notNull(),
    notes: text('notes'),
    /** requested, scheduled, completed or cancelled. */
    status: text('status').notNull().default('requested'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultations_user_idx').on(table.userId, table.createdAt),
    index('consultations_agent_idx').on(table.agentId, table.status),
  ],
);

/** A user's conversation with support staff; one open at a time per user. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** open or closed. */
    status: text('status').notNull().default('open'),
    /** The staff member who last answered. */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    userReadAt: timestamp('user_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /** When each side last had the chat open (a live connection's heartbeat), to tell who is away. */
    userSeenAt: timestamp('user_seen_at', { withTimezone: true }),
    staffSeenAt: timestamp('staff_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('chat_conversations_open_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
    index('chat_conversations_inbox_idx').on(table.status, table.lastMessageAt),
  ],
);

/** One message in a support conversation. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);

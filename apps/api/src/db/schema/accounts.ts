/** Accounts and what belongs to them: companies, users, sessions, sign-in links, the email outbox, notifications. */
import type { InterfaceLanguage } from '@visabridge/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A corporate or enterprise customer: its people, employees, budget and invoices belong to it. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Monthly spending limit in minor units of `currency` (default 50 000 USD). */
    monthlyBudget: integer('monthly_budget').notNull().default(5_000_000),
    currency: text('currency').notNull().default('USD'),
    rating: text('rating').notNull().default('A+'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_name_idx').on(sql`lower(${table.name})`)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').notNull().default('general'),
  status: text('status').notNull().default('active'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  phone: text('phone'),
  nationality: text('nationality'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  companyName: text('company_name'),
  companyId: uuid('company_id').references(() => companies.id),
  subscribeNewsletter: boolean('subscribe_newsletter').notNull().default(false),
  /** `light` or `dark`; null follows the device. */
  themePreference: text('theme_preference'),
  /** The contract's interface language: what screens, emails and errors are written in (not `language`). */
  interfaceLanguage: text('interface_language').$type<InterfaceLanguage>().notNull().default('en'),
  /** A BCP 47 tag from the contract's list; it sets how dates and amounts are written. */
  language: text('language').notNull().default('en-US'),
  /** Set when the owner deleted the account: the row stays, anonymised, for the records it anchors. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  isDemo: boolean('is_demo').notNull().default(false),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When this session last passed a second factor (sign-in or step-up); null: never. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** Opened by the demo role switcher (DEMO_MODE only), which asks for no second factor. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the session was last used, to the minute or so: written at most once a minute per instance. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use links: email verification, password reset, invitations. Only the hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('user_tokens_user_id_idx').on(table.userId, table.purpose)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    ...timestamps,
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * One sign-up attempt, new or known email alike, kept an hour for the per-address limit. Both keys are
 * keyed hashes: neither the client's address nor the email is stored.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderKey: text('sender_key').notNull(),
    emailKey: text('email_key').notNull(),
    ...timestamps,
  },
  (table) => [
    index('registration_attempts_sender_idx').on(table.senderKey, table.createdAt),
    index('registration_attempts_email_idx').on(table.emailKey, table.createdAt),
  ],
);

/** An email and whether it was sent (`pending`, `sent`, `failed`); its `send-email` job does the sending. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull().default('pending'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  ...timestamps,
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('info'),
    category: text('category').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

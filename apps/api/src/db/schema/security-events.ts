/** Security events: sign-ins, their failures and lock-outs, account changes, ended sessions, refused requests. */
import { bigserial, index, jsonb, text, uuid, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * One security event. The client's address and an unknown account's typed email are kept only as keyed
 * hashes (HMAC-SHA-256 with the server secret): searchable by the same value, never readable.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The keyed hash of the email typed at a sign-in naming no account; null otherwise. */
    emailKey: text('email_key'),
    addressKey: text('address_key').notNull(),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('security_events_created_idx').on(table.createdAt, table.id),
    index('security_events_user_idx').on(table.userId, table.createdAt, table.id),
    index('security_events_address_idx').on(table.addressKey, table.createdAt),
  ],
);

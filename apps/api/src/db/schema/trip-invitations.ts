/** A trip owner's invitation to an adult traveller to follow their own part of the trip from their own account. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './accounts';
import { applications } from './applications';

export const tripInvitations = pgTable(
  'trip_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The traveller's application the invitation opens, and nothing else of the trip. */
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The address it was sent to: only an account signed in under it may accept. */
    email: text('email').notNull(),
    /** Only the hash of the emailed token is stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('trip_invitations_application_idx').on(table.applicationId)],
);

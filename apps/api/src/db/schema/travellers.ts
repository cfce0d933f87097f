/** The people an account applies for, kept to fill the next application with. */
import type { TravellerRelationship } from '@visabridge/contract/saved-travellers';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sealedText, timestamps } from './columns';
import { users } from './accounts';
import { countries } from './visa-data';

export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: text('nationality')
      .notNull()
      .references(() => countries.code),
    /** Sealed at rest (AES-256-GCM); null until the traveller has a passport. */
    passportNumber: sealedText('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    relationship: text('relationship').$type<TravellerRelationship>().notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_travellers_user_idx').on(table.userId, table.createdAt)],
);

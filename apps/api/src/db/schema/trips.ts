/** Trips taken together: one destination, purpose and dates, with a traveller's application for each person on it. */
import type { Purpose } from '@visabridge/contract';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies, users } from './accounts';
import { countries } from './visa-data';

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who files the trip, pays for it and answers for every traveller on it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A company's trip: filed by one of its managers for employees, seen by all of its managers. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    toCountry: text('to_country')
      .notNull()
      .references(() => countries.code),
    purpose: text('purpose').$type<Purpose>().notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Set once the trip is submitted: its travellers' applications are then each worked on their own. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trips_user_created_idx').on(table.userId, table.createdAt),
    index('trips_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

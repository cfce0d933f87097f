/** Each destination's own entry conditions (passport validity and age, photo), per country or named group. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './accounts';

export const entryConditions = pgTable(
  'entry_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A country code (`IN`) or a group id from country-groups.ts (`schengen`); a country's row wins. */
    scope: text('scope').notNull().unique(),
    passportValidity: text('passport_validity'),
    passportValidityMonths: integer('passport_validity_months'),
    maxPassportAgeYears: integer('max_passport_age_years'),
    blankPages: integer('blank_pages'),
    onwardTicket: boolean('onward_ticket'),
    proofOfFunds: boolean('proof_of_funds'),
    source: text('source').notNull(),
    photoShape: text('photo_shape'),
    photoWidthMm: integer('photo_width_mm'),
    photoHeightMm: integer('photo_height_mm'),
    photoMinPixels: integer('photo_min_pixels'),
    photoBackground: text('photo_background'),
    photoSource: text('photo_source'),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    /** The admin who last wrote the row; null for a shipped row nobody has edited. */
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'entry_conditions_validity_known',
      sql`${table.passportValidity} is null or ${table.passportValidity} in ('beyond_arrival', 'beyond_departure', 'for_stay')`,
    ),
    check(
      'entry_conditions_photo_shape_known',
      sql`${table.photoShape} is null or ${table.photoShape} in ('print', 'square')`,
    ),
    check('entry_conditions_source_http', sql`${table.source} ~ '^https?://'`),
  ],
);

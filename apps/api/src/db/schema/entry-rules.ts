/** Dated entry rules written over the Passport Index dataset: what a set of passports needs from a date. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { countries } from './visa-data';

/** A government fee from a date: a fee changes while the requirement stays, so steps live on the rule. */
export type FeeStep = { from: string; amount: number; currency: string };

/**
 * For the passports listed (or of a named group, less the exceptions) entering a destination (or a named
 * group of them), for the purposes listed (all when empty): the category from `startsOn` until `endsOn`
 * (inclusive). No `startsOn`: announced, shown as such and never applied.
 */
export const entryRules = pgTable(
  'entry_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A stable name for shipped rules, so the seed finds its own rows again; null for an admin's. */
    slug: text('slug').unique(),
    passports: text('passports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passportGroup: text('passport_group'),
    passportExceptions: text('passport_exceptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    destination: text('destination').references(() => countries.code),
    destinationGroup: text('destination_group'),
    purposes: text('purposes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    authorisationName: text('authorisation_name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    applyUrl: text('apply_url'),
    fees: jsonb('fees').$type<FeeStep[]>().notNull().default([]),
    validity: text('validity'),
    allowedStayDays: integer('allowed_stay_days'),
    notes: text('notes').notNull().default(''),
    source: text('source').notNull(),
    recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('entry_rules_destination_idx').on(table.destination),
    check(
      'entry_rules_one_destination',
      sql`(${table.destination} is null) <> (${table.destinationGroup} is null)`,
    ),
    check(
      'entry_rules_category_known',
      sql`${table.category} in ('visa_free', 'visa_on_arrival', 'eta', 'e_visa', 'visa_required', 'no_admission')`,
    ),
    check(
      'entry_rules_ends_after_start',
      sql`${table.endsOn} is null or (${table.startsOn} is not null and ${table.endsOn} >= ${table.startsOn})`,
    ),
    check('entry_rules_source_web', sql`${table.source} ~* '^https?://'`),
  ],
);

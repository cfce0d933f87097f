/** Reference data: countries, imported visa requirement editions, visa types and curated policies. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
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
import { timestamps } from './columns';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  region: text('region').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** One imported edition of the Passport Index dataset; the content hash makes re-imports no-ops. */
export const visaDataEditions = pgTable('visa_data_editions', {
  id: uuid('id').primaryKey().defaultRandom(),
  source: text('source').notNull(),
  editionDate: date('edition_date', { mode: 'string' }).notNull(),
  contentHash: text('content_hash').notNull().unique(),
  corridors: integer('corridors').notNull(),
  passports: integer('passports').notNull(),
  destinations: integer('destinations').notNull(),
  changes: integer('changes').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The current requirement per corridor, as the dataset spells it (`90`, `e-visa`, `-1`, ...). */
export const visaRequirements = pgTable(
  'visa_requirements',
  {
    passport: text('passport')
      .notNull()
      .references(() => countries.code),
    destination: text('destination')
      .notNull()
      .references(() => countries.code),
    requirement: text('requirement').notNull(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => visaDataEditions.id),
  },
  (table) => [primaryKey({ columns: [table.passport, table.destination] })],
);

/** What an import changed, per corridor; `previous` is null for a corridor new in that edition. */
export const visaRequirementChanges = pgTable(
  'visa_requirement_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    editionId: uuid('edition_id')
      .notNull()
      .references(() => visaDataEditions.id),
    passport: text('passport').notNull(),
    destination: text('destination').notNull(),
    previous: text('previous'),
    current: text('current'),
  },
  (table) => [
    index('visa_requirement_changes_edition_idx').on(table.editionId),
    index('visa_requirement_changes_corridor_idx').on(table.passport, table.destination),
  ],
);

/** Every requirements check, without personal data: it feeds the popular destinations. */
export const visaChecks = pgTable(
  'visa_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    purpose: text('purpose').notNull(),
    category: text('category').notNull(),
    /** How many identical checks this row stands for: checks are stored once per second and corridor. */
    checks: integer('checks').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('visa_checks_destination_idx').on(table.toCountry, table.createdAt),
    check('visa_checks_checks_positive', sql`${table.checks} > 0`),
  ],
);

export const visaTypes = pgTable(
  'visa_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    destination: text('destination')
      .notNull()
      .references(() => countries.code),
    purpose: text('purpose').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    isMultipleEntry: boolean('is_multiple_entry').notNull().default(false),
  },
  (table) => [uniqueIndex('visa_types_destination_purpose_idx').on(table.destination, table.purpose)],
);

/**
 * Curated fee, processing time and documents for a destination, purpose and entry category (a consular
 * visa, an e-visa, an eTA or a visa on arrival), optionally per nationality: it applies only to corridors
 * of its category, so a consular visa's fee never reaches an eTA corridor.
 */
export const visaPolicies = pgTable(
  'visa_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination')
      .notNull()
      .references(() => countries.code),
    fromCountry: text('from_country').references(() => countries.code),
    purpose: text('purpose').notNull(),
    category: text('category').notNull().default('visa_required'),
    feeAmount: integer('fee_amount').notNull(),
    currency: text('currency').notNull(),
    processingDaysMin: integer('processing_days_min').notNull(),
    processingDaysMax: integer('processing_days_max').notNull(),
    validityDays: integer('validity_days'),
    entries: text('entries').notNull().default('single'),
    notes: text('notes').notNull().default(''),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    source: text('source'),
    lastVerifiedAt: date('last_verified_at', { mode: 'string' }),
    isSample: boolean('is_sample').notNull().default(false),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('visa_policies_scope_idx').on(
      table.destination,
      table.purpose,
      table.category,
      sql`coalesce(${table.fromCountry}, '')`,
    ),
    check(
      'visa_policies_category_known',
      sql`${table.category} in ('visa_on_arrival', 'eta', 'e_visa', 'visa_required')`,
    ),
  ],
);

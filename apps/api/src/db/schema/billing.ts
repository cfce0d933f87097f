/** Company billing: monthly invoices, their lines and numbering, budget warnings. */
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './accounts';
import { applications } from './applications';

/** A company's monthly invoice, listing that month's applications. Numbered INV-YYYY-NNN per company and year of issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** The billed month, YYYY-MM. */
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** `pending` until paid, then `paid`. */
    status: text('status').notNull().default('pending'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invoices_company_period_idx').on(table.companyId, table.period),
    uniqueIndex('invoices_company_number_idx').on(table.companyId, table.number),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [index('invoice_lines_invoice_idx').on(table.invoiceId)],
);

/** The last invoice number each company used in each year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.year] })],
);

/** Budget warnings already sent: one per company, month and threshold (80 or 100 percent). */
export const budgetAlerts = pgTable(
  'budget_alerts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    threshold: integer('threshold').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.period, table.threshold] })],
);

/** Staff work and money: the audit log, agents' tasks, card payments. */
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { users } from './accounts';
import { applications } from './applications';
import { invoices } from './billing';
import { consultations } from './support';
import { trips } from './trips';

/** What admins and staff changed (users, statuses, assignments): who, what, to which target, and how. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt, table.id),
    index('audit_events_action_idx').on(table.action, table.createdAt, table.id),
    index('audit_events_target_idx').on(table.targetId, table.createdAt),
  ],
);

/** An agent's to-do: created by hand, or by the platform on assignment and for missing documents. */
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    priority: text('priority').notNull().default('medium'),
    automatic: boolean('automatic').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('agent_tasks_agent_idx').on(table.agentId, table.completedAt, table.dueDate)],
);

/** Card payments: every attempt is kept. Only the card's brand and last four digits are stored. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    /** A trip's travellers paid together: one line per traveller in `payment_lines`. */
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    method: text('method').notNull(),
    description: text('description').notNull(),
    mode: text('mode').notNull().default('test'),
    providerReference: text('provider_reference'),
    failureMessage: text('failure_message'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    refundReason: text('refund_reason'),
    ...timestamps,
  },
  (table) => [
    index('payments_created_idx').on(table.createdAt),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_application_idx').on(table.applicationId),
    index('payments_invoice_idx').on(table.invoiceId),
    index('payments_provider_reference_idx').on(table.providerReference),
    // An application or invoice is paid at most once: a second completed payment cannot be written.
    uniqueIndex('payments_application_paid_idx')
      .on(table.applicationId)
      .where(sql`${table.status} = 'completed'`),
    uniqueIndex('payments_invoice_paid_idx')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'completed'`),
    uniqueIndex('payments_trip_paid_idx')
      .on(table.tripId)
      .where(sql`${table.status} = 'completed'`),
    // One payment in progress per application or invoice, so two instances cannot open two at once.
    uniqueIndex('payments_application_pending_idx')
      .on(table.applicationId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_invoice_pending_idx')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('payments_trip_pending_idx')
      .on(table.tripId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * What a trip's payment pays for, traveller by traveller: each line is refunded on its own (the payment is
 * refunded once every line is).
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The traveller's name when paid, as the receipt shows it. */
    traveller: text('traveller').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    refundReason: text('refund_reason'),
  },
  (table) => [
    index('payment_lines_payment_idx').on(table.paymentId),
    index('payment_lines_application_idx').on(table.applicationId),
  ],
);

/** Stripe webhook events already handled, so a redelivered event changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  ...timestamps,
});

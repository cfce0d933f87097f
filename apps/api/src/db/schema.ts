import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

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

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('email_outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  flag: text('flag').notNull(),
  region: text('region').notNull(),
  isActive: boolean('is_active').notNull().default(true),
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
    ...timestamps,
  },
  (table) => [index('visa_checks_destination_idx').on(table.toCountry, table.createdAt)],
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

/** Curated fee, processing time and documents for a destination and purpose, optionally per nationality. */
export const visaPolicies = pgTable(
  'visa_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destination: text('destination')
      .notNull()
      .references(() => countries.code),
    fromCountry: text('from_country').references(() => countries.code),
    purpose: text('purpose').notNull(),
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
      sql`coalesce(${table.fromCountry}, '')`,
    ),
  ],
);

/** A company's employee, who may travel; may or may not have an account of their own. */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    position: text('position').notNull(),
    department: text('department').notNull(),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    /** `active`, or `inactive` once they have left. */
    status: text('status').notNull().default('active'),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('employees_company_email_idx').on(table.companyId, sql`lower(${table.email})`)],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant's nationality; unknown for applications a company files for an employee. */
    fromCountry: text('from_country').references(() => countries.code),
    toCountry: text('to_country')
      .notNull()
      .references(() => countries.code),
    visaType: text('visa_type').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull().default('draft'),
    personalInfo: jsonb('personal_info').$type<Record<string, unknown>>().notNull().default({}),
    travelInfo: jsonb('travel_info').$type<Record<string, unknown>>().notNull().default({}),
    emergencyContact: jsonb('emergency_contact').$type<Record<string, unknown>>().notNull().default({}),
    baseFee: integer('base_fee').notNull(),
    processingFee: integer('processing_fee').notNull(),
    serviceFee: integer('service_fee').notNull(),
    currency: text('currency').notNull(),
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** urgent, normal or low: how soon staff should look at it. */
    priority: text('priority').notNull().default('normal'),
    rejectionReason: text('rejection_reason'),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    /** `individual` (a traveller's own) or `corporate` (filed by a company for an employee). */
    applicationType: text('application_type').notNull().default('individual'),
    companyId: uuid('company_id').references(() => companies.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_created_idx').on(table.userId, table.createdAt),
    index('applications_user_status_idx').on(table.userId, table.status, table.createdAt),
    index('applications_agent_status_idx').on(table.assignedAgentId, table.status),
    index('applications_agent_assigned_idx').on(table.assignedAgentId, table.assignedAt.desc().nullsLast()),
    index('applications_company_idx').on(table.companyId, table.createdAt),
    index('applications_submitted_idx').on(
      table.submittedAt.desc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
    ),
  ],
);

/** Every status change: who, when, from, to, and a note (the rejection reason for a rejection). */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    note: text('note'),
    ...timestamps,
  },
  (table) => [index('application_status_history_application_idx').on(table.applicationId, table.createdAt)],
);

/** Uploaded files: the bytes live on disk under the data dir, named by their SHA-256. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** `uploaded`, or `rejected` by the staff reviewing the application (with the reason in `reviewNote`). */
    status: text('status').notNull().default('uploaded'),
    reviewNote: text('review_note'),
    ...timestamps,
  },
  (table) => [
    index('documents_application_idx').on(table.applicationId, table.createdAt),
    index('documents_sha256_idx').on(table.sha256),
  ],
);

/** The conversation between an applicant and the staff handling the application. */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [index('application_messages_application_idx').on(table.applicationId, table.createdAt)],
);

/** Documents staff ask for after submission (or again, after rejecting one); open until uploaded. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    note: text('note'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('document_requests_application_idx').on(table.applicationId, table.createdAt)],
);

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
    index('audit_events_created_idx').on(table.createdAt),
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
    ...timestamps,
  },
  (table) => [
    index('payments_created_idx').on(table.createdAt),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_application_idx').on(table.applicationId),
  ],
);

/** An applicant's 1-5 rating of a decided application; one per application, changeable. */
export const applicationRatings = pgTable('application_ratings', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's monthly invoice, listing that month's applications. Numbered INV-YYYY-NNN per year of issue. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
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
  (table) => [uniqueIndex('invoices_company_period_idx').on(table.companyId, table.period)],
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

/** The last invoice number used in each year. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

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

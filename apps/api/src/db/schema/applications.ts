/** Applications and what hangs on them: employees they are filed for, history, documents, messages, requests, ratings. */
import {
  requiredApplicationFields,
  type AuthorityAnswers,
  type AuthorityQuestion,
  type ChecklistItem,
} from '@visabridge/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { personalDetails, sealedJson, sealedText, timestamps } from './columns';
import { companies, users } from './accounts';
import { countries } from './visa-data';
import { trips } from './trips';

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
    /** The travel profile a filing needs: the passport's nationality (country code), number and expiry, birth date and sex. */
    nationality: text('nationality').references(() => countries.code),
    /** Sealed at rest (AES-256-GCM); nothing searches by it. */
    passportNumber: sealedText('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** `female`, `male` or `other`, as the passport states it. */
    gender: text('gender'),
    /** The employee's own account, once they accepted the company's invitation. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_company_email_idx').on(table.companyId, sql`lower(${table.email})`),
    uniqueIndex('employees_user_idx').on(table.userId),
  ],
);

type DetailColumns = Record<'personalInfo' | 'travelInfo' | 'emergencyContact', AnyPgColumn>;

/** 1 when the field at `personalInfo.address.street` is a string with more than white space, else 0. */
const isFilledSql = (columns: DetailColumns, path: string) => {
  const [column, ...keys] = path.split('.') as [keyof DetailColumns, ...string[]];
  if (!keys.every((key) => /^[A-Za-z]\w*$/.test(key))) throw new Error(`unexpected field path ${path}`);
  const keyPath = sql.raw(`'{${keys.join(',')}}'::text[]`);
  return sql`(case when jsonb_typeof(${columns[column]} #> ${keyPath}) = 'string' and ${columns[column]} #>> ${keyPath} ~ '[^[:space:]]' then 1 else 0 end)`;
};

/**
 * How many of a draft's required fields are filled (null once submitted: progress then follows the status),
 * as the database computes it on every write. A change to the contract's required fields changes this
 * expression, and `npm run db:generate` writes the migration that recomputes it.
 */
const draftFilledFieldsSql = (columns: DetailColumns & { status: AnyPgColumn }): SQL =>
  sql`(case when ${columns.status} = 'draft' then ${sql.join(
    requiredApplicationFields.map(([path]) => isFilledSql(columns, path)),
    sql` + `,
  )} end)`;

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
    /** `passportNumber` inside is sealed at rest; the other fields are searched by staff lists. */
    personalInfo: personalDetails('personal_info').notNull().default({}),
    travelInfo: jsonb('travel_info').$type<Record<string, unknown>>().notNull().default({}),
    emergencyContact: jsonb('emergency_contact').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * A draft's filled required fields, kept with the row so that a list shows a draft's progress without
     * reading (or sending) its personal details.
     */
    filledFields: integer('filled_fields').generatedAlwaysAs((): SQL => draftFilledFieldsSql(applications)),
    /** The government fee the platform collects with its own fees: only a curated fee in the platform's currency. */
    baseFee: integer('base_fee').notNull(),
    processingFee: integer('processing_fee').notNull(),
    serviceFee: integer('service_fee').notNull(),
    currency: text('currency').notNull(),
    /** The government fee a curated policy states, collected or paid to the embassy; null when unknown. */
    governmentFeeAmount: integer('government_fee_amount'),
    governmentFeeCurrency: text('government_fee_currency'),
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** urgent, normal or low: how soon staff should look at it. */
    priority: text('priority').notNull().default('normal'),
    rejectionReason: text('rejection_reason'),
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    /** The checklist items not uploaded to apply: carried at the border, or issued to the traveller at the end. */
    laterDocuments: jsonb('later_documents').$type<ChecklistItem[]>().notNull().default([]),
    /** The questions the destination's authority asks that the wizard collects, fixed like the checklist. */
    authorityQuestions: jsonb('authority_questions').$type<AuthorityQuestion[]>().notNull().default([]),
    authorityAnswers: jsonb('authority_answers').$type<AuthorityAnswers>().notNull().default({}),
    /** `individual` (a traveller's own) or `corporate` (filed by a company for an employee). */
    applicationType: text('application_type').notNull().default('individual'),
    companyId: uuid('company_id').references(() => companies.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The trip this traveller's application is part of, filed and paid with the other travellers on it. */
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    /** On a trip: who the traveller is to the person filing it (`self`, `child`...). */
    travellerRelationship: text('traveller_relationship'),
    /**
     * Whether the traveller's passport needs something applied for (a visa, an e-visa, an eTA) on the trip's
     * dates, as the requirements check said when the draft was last saved. A trip's traveller who needs
     * nothing is not submitted or charged.
     */
    needsApplication: boolean('needs_application').notNull().default(true),
    /** A minor's parent or guardian on the same trip: another traveller's application on it. */
    /**
     * A trip traveller's own account, once they accepted the trip owner's invitation: they see and act on this
     * application (documents, messages), never on the trip or the other travellers.
     */
    travellerUserId: uuid('traveller_user_id').references(() => users.id, { onDelete: 'set null' }),
    guardianId: uuid('guardian_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    /** The wizard step a draft was left on (0 = trip), so reopening it continues there. */
    wizardStep: integer('wizard_step').notNull().default(0),
    /**
     * What the lists show of the application's other rows, kept by the database's triggers (migration 0018):
     * how many of the required document types have an accepted file, the document requests still open, and
     * the completed (else refunded) payment.
     */
    documentsUploaded: integer('documents_uploaded').notNull().default(0),
    openRequests: integer('open_requests').notNull().default(0),
    paymentStatus: text('payment_status').$type<'completed' | 'refunded'>(),
    /** Who the application is for, as staff lists show it: kept by the database's triggers (migration 0017). */
    applicantName: text('applicant_name').notNull().default(''),
    /** What staff search matches (names, emails, company, visa type), one per line: kept by the same triggers. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_created_idx').on(table.userId, table.createdAt),
    index('applications_user_status_idx').on(table.userId, table.status, table.createdAt),
    index('applications_agent_status_idx').on(table.assignedAgentId, table.status),
    // The staff lists page by keyset: each sort served by an index ends in the id, its tie-breaker.
    index('applications_agent_assigned_idx').on(table.assignedAgentId, table.assignedAt, table.id),
    index('applications_company_idx').on(table.companyId, table.createdAt),
    index('applications_submitted_idx').on(table.submittedAt, table.id),
    index('applications_applicant_name_idx').on(sql`lower(${table.applicantName})`, table.id),
    index('applications_destination_idx').on(table.toCountry),
    index('applications_trip_idx').on(table.tripId),
    index('applications_traveller_user_idx').on(table.travellerUserId),
    index('applications_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
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
    /**
     * The automatic check of passport scans and photos: `pending` until its `analyse-document` job has read it, then
     * `done` or `failed`; null for documents that are not checked. `analysisRead` holds what was read
     * (the passport zone or the photo's facts); findings are worked out from it against the application
     * as it is now, so they follow the traveller's corrections.
     */
    analysisStatus: text('analysis_status'),
    /** Sealed at rest: the zone read holds the passport number, names and birth date. */
    analysisRead: sealedJson('analysis_read'),
    analysisError: text('analysis_error'),
    /** An agent who judged the findings wrong says why; the findings stay visible, marked overridden. */
    analysisOverrideNote: text('analysis_override_note'),
    analysisOverriddenBy: uuid('analysis_overridden_by').references(() => users.id, { onDelete: 'set null' }),
    analysisOverriddenAt: timestamp('analysis_overridden_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('documents_application_idx').on(table.applicationId, table.createdAt),
    index('documents_sha256_idx').on(table.sha256),
    // The bytes an account stores are summed on every upload (UPLOAD_MB_PER_ACCOUNT).
    index('documents_uploaded_by_idx').on(table.uploadedBy),
  ],
);

/** One row per upload begun, for the per-minute allowance (UPLOADS_PER_MINUTE); older rows are pruned. */
export const uploadAttempts = pgTable(
  'upload_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('upload_attempts_user_idx').on(table.userId, table.createdAt)],
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

/** An applicant's 1-5 rating of a decided application; one per application, changeable. */
export const applicationRatings = pgTable('application_ratings', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  /** The applicant agreed to show the rating and comment on the public site. */
  publicConsent: boolean('public_consent').notNull().default(false),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { z } from 'zod';
import {
  agentApplicationView,
  applicationStatusSchema,
  listAgentApplicationsQuery,
  type ApplicationStatus,
} from './applications';
import { booleanQuery, cursorQuery, paginationQuery } from './envelope';
import { countryCodeField } from './visa';
import { calendarDate, requiredText, text } from './primitives';

/** Admin's view of every application (spec: "Admin application row"), filterable by agent. */
export const listStaffApplicationsQuery = listAgentApplicationsQuery.extend({
  agentId: z.uuid('Agent id must be a UUID').optional(),
  unassigned: booleanQuery.optional(),
  destination: countryCodeField('Destination').optional(),
  priority: z.enum(['urgent', 'normal', 'low']).optional(),
});

/** The statuses staff work with: a draft is the traveller's own until submitted. */
export const staffApplicationStatuses = [
  'pending',
  'in_review',
  'approved',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type StaffApplicationStatus = (typeof staffApplicationStatuses)[number];

/** The same filters and order as the list, every matching row: `GET /visa-applications/export.csv`. */
export const exportStaffApplicationsQuery = listStaffApplicationsQuery.omit({ cursor: true, pageSize: true });

/** One application as staff open it: `GET /visa-applications/{id}`. */
export const staffApplicationView = agentApplicationView;
export type StaffApplicationView = z.infer<typeof staffApplicationView>;

/**
 * One row of the staff lists (the admin's all-applications list and an agent's own): only what their
 * screens show. Personal and travel details, the documents and the thread come from the detail view.
 */
export const staffApplicationListItem = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  /** The trip the traveller is on, filed and paid with others (T-…); null for an application on its own. */
  tripReference: z.string().nullable(),
  /**
   * How many of the trip's travellers (this one included) the viewer has in this list: an agent those
   * assigned to them, an admin all submitted; null for an application on its own.
   */
  tripTravellerCount: z.number().int().nullable(),
  status: applicationStatusSchema,
  priority: z.enum(['urgent', 'normal', 'low']),
  /** The destination's name. */
  destination: z.string(),
  visaTypeName: z.string(),
  submittedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  /** The company that filed it for its employee (the client named above); null for a traveller's own. */
  companyName: z.string().nullable(),
  /** When the agent last wrote to the client in the application's thread. */
  lastContact: z.string().nullable(),
  /** When the application was approved or rejected (the latest decision); null while undecided. */
  decidedAt: z.string().nullable(),
  /** Checklist items with an accepted file, out of `documentsRequired`. */
  documentsUploaded: z.number().int(),
  documentsRequired: z.number().int(),
  /** Documents staff asked for and the applicant has not sent yet, while a decision is pending. */
  openRequests: z.number().int(),
});
export type StaffApplicationListItem = z.infer<typeof staffApplicationListItem>;

const bulkItem = z.object({
  id: z.uuid('Application id must be a UUID'),
  status: applicationStatusSchema,
  note: text(1000, { multiLine: true, tooLong: 'Note must be at most 1000 characters' }).optional(),
  rejectionReason: text(1000, {
    multiLine: true,
    tooLong: 'Reason must be at most 1000 characters',
  }).optional(),
});

/** Several status changes at once; each is applied or refused on its own. */
export const bulkStatusUpdateInput = z.object({
  items: z
    .array(bulkItem)
    .min(1, 'Choose at least one application')
    .max(100, 'At most 100 applications at once'),
});

export const bulkStatusUpdateView = z.object({
  updated: z.array(z.object({ id: z.string(), status: z.string() })),
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkStatusUpdateView = z.infer<typeof bulkStatusUpdateView>;

export const auditActions = [
  'user.created',
  'user.status_changed',
  'user.role_changed',
  'user.company_changed',
  'user.deleted',
  'application.status_changed',
  'application.assigned',
  'document.analysis_overridden',
  'payment.refunded',
  'policy.created',
  'policy.updated',
  'policy.deleted',
  'entry_rule.created',
  'entry_rule.updated',
  'entry_rule.deleted',
  'entry_conditions.created',
  'entry_conditions.updated',
  'entry_conditions.deleted',
  'contact.replied',
  'contact.handled',
  'contact.reopened',
  'content.updated',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;
export const auditTargetTypes = [
  'user',
  'application',
  'payment',
  'visa_policy',
  'entry_rule',
  'entry_conditions',
  'contact_message',
  'content_page',
] as const;

/** One recorded admin or staff change: who did what to which user or application, and the details. */
export const auditEventView = z.object({
  id: z.number().int(),
  action: auditActionSchema,
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  /**
   * A readable name for the target: the user's name and email, the application's or payment's reference,
   * or the visa policy's scope.
   */
  targetLabel: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventView>;

export const listAuditQuery = cursorQuery.extend({
  action: auditActionSchema.optional(),
  targetType: z.enum(auditTargetTypes).optional(),
  targetId: z.uuid('Target id must be a UUID').optional(),
});

export const taskTypes = ['review', 'contact', 'document', 'consultation'] as const;
export const taskTypeSchema = z.enum(taskTypes, {
  error: 'Choose review, contact, document or consultation',
});
/** Consultation tasks come only from an admin's booking, never by hand. */
export const manualTaskTypes = ['review', 'contact', 'document'] as const;
const manualTaskTypeSchema = z.enum(manualTaskTypes, {
  error: 'Choose review, contact or document',
});
export const taskPriorities = ['high', 'medium', 'low'] as const;
export const taskPrioritySchema = z.enum(taskPriorities, { error: 'Choose high, medium or low' });

/** An agent's stored task (spec: "Agent task"); `overdue` is computed from the due date. */
export const taskView = z.object({
  id: z.uuid(),
  type: taskTypeSchema,
  description: z.string(),
  applicationId: z.string().nullable(),
  applicationReference: z.string().nullable(),
  consultationId: z.string().nullable(),
  /** The consultation's confirmed time, for consultation tasks. */
  consultationTime: z.string().nullable(),
  clientName: z.string().nullable(),
  dueDate: z.string(),
  priority: taskPrioritySchema,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** True when the task was created by the platform (assignment, missing document). */
  automatic: z.boolean(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type TaskView = z.infer<typeof taskView>;

export const taskInput = z.object({
  type: manualTaskTypeSchema,
  description: requiredText('Describe the task', 500, {
    multiLine: true,
    tooLong: 'Description must be at most 500 characters',
  }),
  applicationId: z.uuid('Choose one of your applications').optional(),
  dueDate: calendarDate('Due date must be a date'),
  priority: taskPrioritySchema.default('medium'),
});
export type TaskInput = z.input<typeof taskInput>;

export const taskUpdateInput = z.object({
  completed: z.boolean({ error: 'Completed must be true or false' }),
});

export const listTasksQuery = paginationQuery.extend({
  completed: booleanQuery.optional(),
  type: taskTypeSchema.optional(),
});

/** The contact-client dialog (spec section 7): stored in the application's thread and emailed. */
export const communicationInput = z.object({
  applicationId: z.uuid('Application id must be a UUID'),
  message: requiredText('Write a message', 4000, {
    multiLine: true,
    tooLong: 'Message must be at most 4000 characters',
  }),
  type: z.literal('agent_update', { error: 'Type must be agent_update' }).default('agent_update'),
  /** Sent by the sketch's dialog; the server uses the application's applicant and the signed-in agent. */
  clientEmail: text(254).optional(),
  sentBy: text(200).optional(),
});

/** The agent's own figures, computed from their decisions, ratings and tasks. */
export const agentStatsView = z.object({
  assigned: z.number().int(),
  pending: z.number().int(),
  inReview: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Mean days from submission to decision over the agent's decided applications; null before any. */
  averageProcessingDays: z.number().nullable(),
  /** Mean of the 1-5 ratings applicants gave after a decision; null when there are none ('No ratings yet'). */
  satisfaction: z.number().nullable(),
  ratingsCount: z.number().int(),
  openTasks: z.number().int(),
  overdueTasks: z.number().int(),
});
export type AgentStatsView = z.infer<typeof agentStatsView>;

/** An applicant's 1-5 rating of how their decided application was handled. */
export const ratingInput = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  comment: text(1000, { multiLine: true, tooLong: 'Comment must be at most 1000 characters' }).optional(),
  /** The applicant agrees to show the rating and comment on the public site (first name and initial). */
  publicConsent: z.boolean().default(false),
});
export const ratingView = z.object({
  applicationId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  publicConsent: z.boolean(),
  createdAt: z.string(),
});
export type RatingView = z.infer<typeof ratingView>;

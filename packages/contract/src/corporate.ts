import { dayOf } from './days';
import { z } from 'zod';
import { applicationStatusSchema } from './applications';
import { companyRatingBasis } from './company-rating';
import { paginationQuery } from './envelope';
import { emailField } from './fields';
import { calendarDate, integer, requiredText, searchText, text } from './primitives';
import { employeeProfileInput, employeeProfileView } from './employee-profile';
import { countryCodeField } from './visa';
import { employeeAccountStates } from './employee-accounts';

export * from './company-rating';
export * from './corporate-bulk';
export * from './employee-profile';

/** Spec section 9: default monthly budget 50 000 USD (in cents). */
export const defaultMonthlyBudget = 5_000_000;

export const companyView = z.object({
  id: z.uuid(),
  name: z.string(),
  monthlyBudget: z.number().int(),
  currency: z.string(),
});
export type CompanyView = z.infer<typeof companyView>;

/** This calendar month's spend against the monthly budget (amounts in minor units). */
export const budgetView = z.object({
  period: z.string(),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Used as a percentage of the limit, to one decimal. */
  percentUsed: z.number(),
  currency: z.string(),
});
export type BudgetView = z.infer<typeof budgetView>;

export const budgetInput = z.object({
  // The column is an int4 of cents: at most 21,474,836.47.
  monthlyBudget: integer('Budget must be a whole number of cents', {
    min: 100,
    tooSmall: 'Budget must be at least 1.00',
    tooLarge: 'Budget is too large',
  }),
});

const isoDate = (label: string) => calendarDate(`${label} must be a date`);

/**
 * The 'Add New Employee' dialog (spec section 7) with the travel profile a filing needs;
 * `visaStatus` and `activeApplications` are derived, not taken.
 */
export const employeeInput = employeeProfileInput.extend({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField,
  position: requiredText('Position is required', 100),
  department: requiredText('Department is required', 100),
  hireDate: isoDate('Hire date'),
  companyId: text(100).optional(),
  visaStatus: text(100).optional(),
  activeApplications: integer().optional(),
});
export type EmployeeInput = z.input<typeof employeeInput>;

export const employeeUpdateInput = employeeInput
  .pick({ firstName: true, lastName: true, email: true, position: true, department: true, hireDate: true })
  .partial()
  .extend({
    ...employeeProfileInput.shape,
    status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
  });

/** 'Valid' once an application is approved, 'Pending' otherwise (spec: chip green only when 'Valid'). */
export const employeeVisaStatuses = ['Valid', 'In Progress', 'Rejected', 'Pending'] as const;

export const employeeView = employeeProfileView.extend({
  id: z.uuid(),
  companyId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string(),
  department: z.string(),
  hireDate: z.string(),
  status: z.enum(['active', 'inactive']),
  visaStatus: z.enum(employeeVisaStatuses),
  activeApplications: z.number().int(),
  /**
   * The company's own facts: not invited, invited by this company, or linked once the person accepted
   * (notify-team reaches only them). Whether the address is registered elsewhere is never shown.
   */
  accountState: z.enum(employeeAccountStates),
});
export type EmployeeView = z.infer<typeof employeeView>;

/** One employee as the company edits them: the passport number in full. */
export const employeeDetailView = employeeView.extend({ passportNumber: z.string().nullable() });
export type EmployeeDetailView = z.infer<typeof employeeDetailView>;

export const listEmployeesQuery = paginationQuery.extend({
  search: searchText.optional(),
  status: z.enum(['active', 'inactive'], { error: 'Status must be active or inactive' }).optional(),
});

/** Spec: "Corporate visa type options"; each is a business visit to the requirement check. */
export const corporateVisaTypes = ['business', 'conference', 'training', 'meeting'] as const;
export type CorporateVisaType = (typeof corporateVisaTypes)[number];
export const corporateVisaTypeLabels: Record<CorporateVisaType, string> = {
  business: 'Business',
  conference: 'Conference',
  training: 'Training',
  meeting: 'Client Meeting',
};
export const corporateVisaTypeSchema = z.enum(corporateVisaTypes, {
  error: `Visa type must be one of: ${corporateVisaTypes.join(', ')}`,
});
export const corporatePrioritySchema = z.enum(['urgent', 'normal', 'low'], {
  error: 'Priority must be urgent, normal or low',
});

/** The 'Submit New Visa Application' dialog (spec section 7 payload); the server fills cost and status. */
export const corporateApplicationInput = z.object({
  employeeId: z.uuid('Choose an employee'),
  destination: countryCodeField('Destination'),
  visaType: corporateVisaTypeSchema.default('business'),
  purpose: requiredText('Purpose of travel is required', 1000, { multiLine: true }),
  travelDate: isoDate('Travel date').refine((date) => date >= dayOf(), 'Travel date cannot be in the past'),
  priority: corporatePrioritySchema.default('normal'),
  companyId: text(100).optional(),
  submittedBy: text(200).optional(),
  applicationType: z.literal('corporate', { error: 'Application type must be corporate' }).optional(),
  status: z.literal('pending', { error: 'New applications start as pending' }).optional(),
});
export type CorporateApplicationInput = z.input<typeof corporateApplicationInput>;

/** Spec: "Corporate application (listing)". Cost in minor units of `currency`. */
export const corporateApplicationView = z.object({
  id: z.uuid(),
  referenceNumber: z.string(),
  employeeId: z.string().nullable(),
  employeeName: z.string(),
  employeeEmail: z.string(),
  destination: z.string(),
  destinationCode: z.string(),
  visaType: z.string(),
  /** What people read: 'Business visa', never the stored 'business'. */
  visaTypeName: z.string(),
  purpose: z.string(),
  status: applicationStatusSchema,
  submittedAt: z.string().nullable(),
  travelDate: z.string().nullable(),
  cost: z.number().int(),
  currency: z.string(),
  priority: corporatePrioritySchema,
  agentName: z.string().nullable(),
  /** The employee's passport country the requirement check ran for (null on filings from before it). */
  nationality: z.string().nullable(),
  /** The entry category for that passport today, e.g. 'e-Visa'; null without a nationality. */
  categoryLabel: z.string().nullable(),
  documentsRequired: z.number().int(),
  documentsUploaded: z.number().int(),
  /** The trip the application was filed on with other employees' (its id and reference T-…), or null. */
  tripId: z.string().nullable(),
  tripReference: z.string().nullable(),
  /** How many of the company's employees are on that trip (this one included); null for an application on its own. */
  tripTravellerCount: z.number().int().nullable(),
});
export type CorporateApplicationView = z.infer<typeof corporateApplicationView>;

export const corporateApplicationSortFields = ['submittedAt', 'travelDate'] as const;

/**
 * A company's applications: newest submission first by default; `sort=travelDate` orders by travel date
 * (soonest first unless `order=desc`, undated last) and `travelFrom` keeps trips on or after that day;
 * `excludeStatus` leaves one status out (the travel plan leaves out rejected applications).
 */
export const listCorporateApplicationsQuery = paginationQuery.extend({
  status: applicationStatusSchema.optional(),
  excludeStatus: applicationStatusSchema.optional(),
  priority: corporatePrioritySchema.optional(),
  employeeId: z.uuid('Employee id must be a UUID').optional(),
  search: searchText.optional(),
  sort: z
    .enum(corporateApplicationSortFields, { error: 'Sort must be submittedAt or travelDate' })
    .default('submittedAt'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional(),
  travelFrom: calendarDate('Travel from must be a date (YYYY-MM-DD)').optional(),
});

/** Invoice numbers: INV-YYYY-NNN, each company counting from 001 in each year of issue. */
export const invoiceNumberPattern = /^INV-\d{4}-\d{3,}$/;

/** `overdue` is not stored: it is a pending invoice whose due date has passed, worked out when read. */
export const invoiceStatuses = ['pending', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  pending: 'Pending',
  overdue: 'Overdue',
  paid: 'Paid',
};

export const invoiceView = z.object({
  id: z.uuid(),
  number: z.string(),
  period: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(invoiceStatuses),
  issuedOn: z.string(),
  dueOn: z.string(),
  /** When the invoice was paid (ISO timestamp); null while unpaid. */
  paidAt: z.string().nullable(),
  description: z.string(),
  lines: z.array(
    z.object({
      applicationId: z.string().nullable(),
      reference: z.string().nullable(),
      description: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type InvoiceView = z.infer<typeof invoiceView>;

export const listInvoicesQuery = paginationQuery.extend({
  status: z.enum(invoiceStatuses, { error: 'Status must be pending, overdue or paid' }).optional(),
});

/** Spec: Budget Efficiency: below 80% 'Excellent', below 90% 'Good', otherwise 'Over Budget'. */
export const budgetEfficiencyOf = (percentUsed: number) =>
  percentUsed < 80 ? 'Excellent' : percentUsed < 90 ? 'Good' : 'Over Budget';

/** Spec: Average Cost per Application = total spent / approved count, rounded; 0 when none approved. */
export const averageCostPerApplication = (totalSpent: number, approved: number) =>
  approved === 0 ? 0 : Math.round(totalSpent / approved);

/** Spec colour rule for the budget bar: red above 80%, orange above 60%, otherwise green. */
export const budgetBarColour = (percentUsed: number) =>
  percentUsed > 80 ? 'error' : percentUsed > 60 ? 'warning' : 'success';

export const corporateStatsView = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  totalEmployees: z.number().int(),
  activeApplications: z.number().int(),
  approvedApplications: z.number().int(),
  totalSpent: z.number().int(),
  totalSpentThisYear: z.number().int(),
  currency: z.string(),
  /** Computed by `companyRatingOf` from `companyRatingBasis`; null before the first decision or invoice due. */
  companyRating: z.string().nullable(),
  companyRatingBasis: companyRatingBasis,
  /** Mean days from submission to decision; null before any decision. */
  averageProcessingDays: z.number().nullable(),
  averageCostPerApplication: z.number().int(),
  budget: budgetView,
  budgetEfficiency: z.enum(['Excellent', 'Good', 'Over Budget']),
  monthlySpend: z.array(z.object({ month: z.string(), amount: z.number().int() })),
  applicationsByStatus: z.object({
    pending: z.number().int(),
    in_review: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type CorporateStatsView = z.infer<typeof corporateStatsView>;

export const notifyTeamInput = z.object({
  employeeIds: z.array(z.uuid('Employee id must be a UUID')).min(1, 'Choose at least one employee').max(500),
  title: requiredText('Title is required', 120),
  message: requiredText('Message is required', 2000, { multiLine: true }),
});
export const notifyTeamView = z.object({
  /** Chosen employees who accepted the company's invitation: each got a notification and an email. */
  notified: z.number().int(),
  /** Chosen employees who have not accepted the invitation yet: told nothing. */
  skipped: z.number().int(),
  notAccepted: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});

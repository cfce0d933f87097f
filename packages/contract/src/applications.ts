import { z } from 'zod';
import { documentRequestView } from './documents';
import { cursorQuery, paginationQuery } from './envelope';
import { emailPattern, genderSchema, passportNumberField } from './fields';
import { authorityAnswersInput, authorityQuestions } from './authority-questions';
import { entryConditionsView } from './entry-conditions';
import { checklistItem, countryCodeField, feesView, purposeSchema } from './visa';
import { calendarDate, requiredText, searchText, text } from './primitives';

/** One status set everywhere; `under_review` is accepted as input for `in_review` and never stored. */
export const applicationStatuses = ['draft', 'pending', 'in_review', 'approved', 'rejected'] as const;
export const applicationStatusSchema = z.preprocess(
  (value) => (value === 'under_review' ? 'in_review' : value),
  z.enum(applicationStatuses, { error: `Status must be one of: ${applicationStatuses.join(', ')}` }),
);
export type ApplicationStatus = (typeof applicationStatuses)[number];

const optionalText = (max: number) => text(max).optional();
const optionalDate = calendarDate().optional();
const optionalEmail = text(254)
  .toLowerCase()
  .regex(emailPattern, 'Please enter a valid email address')
  .optional();

export const addressInput = z.object({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
});

/** Drafts may be incomplete: every field is optional here; submission checks completeness. */
export const personalInfoInput = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  dateOfBirth: optionalDate,
  nationality: countryCodeField('Nationality').optional(),
  passportNumber: passportNumberField.optional(),
  passportExpiryDate: optionalDate,
  /** Where known: some destinations (the Schengen states) refuse passports issued too long ago. */
  passportIssueDate: optionalDate,
  placeOfBirth: optionalText(100),
  gender: genderSchema.optional(),
  maritalStatus: z
    .enum(['single', 'married', 'divorced', 'widowed', 'other'], {
      error: 'Choose a marital status from the list',
    })
    .optional(),
  occupation: optionalText(100),
  phoneNumber: optionalText(40),
  email: optionalEmail,
  address: addressInput.optional(),
});

export const travelInfoInput = z.object({
  purposeOfVisit: text(500, { multiLine: true }).optional(),
  plannedArrivalDate: optionalDate,
  plannedDepartureDate: optionalDate,
  intendedStay: optionalText(100),
  accommodationAddress: optionalText(300),
  /** Anything else about the trip, e.g. the Additional Details given on the visa check. */
  travelNotes: text(1000, { multiLine: true }).optional(),
});

export const emergencyContactInput = z.object({
  name: optionalText(200),
  relationship: optionalText(100),
  phoneNumber: optionalText(40),
  email: optionalEmail,
  address: optionalText(300),
});

/** The application wizard's steps in order; a draft remembers the index of the step it was left on. */
export const applicationWizardSteps = [
  'trip',
  'personal',
  'passport',
  'travel',
  'emergency',
  'documents',
  'review',
] as const;
export type ApplicationWizardStep = (typeof applicationWizardSteps)[number];

const lastWizardStep = applicationWizardSteps.length - 1;
const wizardStepMessage = `Wizard step must be a whole number from 0 to ${lastWizardStep}`;

export const applicationDraftInput = z.object({
  fromCountry: countryCodeField('From country'),
  toCountry: countryCodeField('To country'),
  purpose: purposeSchema.default('tourist'),
  visaType: optionalText(60),
  personalInfo: personalInfoInput.default({}),
  travelInfo: travelInfoInput.default({}),
  emergencyContact: emergencyContactInput.default({}),
  authorityAnswers: authorityAnswersInput.default({}),
  /** Left out, a saved draft keeps its step (a new one starts at 0). */
  wizardStep: z
    .number({ error: wizardStepMessage })
    .int(wizardStepMessage)
    .min(0, wizardStepMessage)
    .max(lastWizardStep, wizardStepMessage)
    .optional(),
});
export type ApplicationDraftInput = z.input<typeof applicationDraftInput>;

/**
 * Where an application's fees stand: `not_due` while a draft; `unpaid`, `paid` or `refunded` for a
 * traveller's own application; `invoiced` for a company's (paid through the monthly invoice).
 */
export const applicationPaymentStates = ['not_due', 'unpaid', 'paid', 'refunded', 'invoiced'] as const;
export type ApplicationPaymentState = (typeof applicationPaymentStates)[number];

export const applicationPaymentView = z.object({
  state: z.enum(applicationPaymentStates),
  /** The completed (or refunded) payment, when there is one. */
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type ApplicationPaymentView = z.infer<typeof applicationPaymentView>;

/**
 * Fees are due while a traveller's application is open (pending or in review) and unpaid, or its
 * payment was refunded: it cannot be approved until paid. A rejected one owes nothing.
 */
export const isPaymentDue = (application: {
  status: string;
  payment: Pick<ApplicationPaymentView, 'state'>;
}) =>
  (application.status === 'pending' || application.status === 'in_review') &&
  (application.payment.state === 'unpaid' || application.payment.state === 'refunded');

export const applicationView = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  userId: z.string(),
  fromCountry: z.string().nullable(),
  toCountry: z.string(),
  destination: z.string(),
  /** The destination's own entry conditions (passport, photo) with their source; null where not in our data. */
  entryConditions: entryConditionsView.nullable(),
  visaType: z.string(),
  /** What people read, e.g. "Business visa" for `GB-BUSINESS`. */
  visaTypeName: z.string(),
  purpose: purposeSchema,
  status: z.enum(applicationStatuses),
  personalInfo: personalInfoInput,
  travelInfo: travelInfoInput,
  emergencyContact: emergencyContactInput,
  /** The index in `applicationWizardSteps` of the step the draft was last left on. */
  wizardStep: z.number().int(),
  fees: feesView,
  payment: applicationPaymentView,
  rejectionReason: z.string().nullable(),
  /** The documents the traveller uploads to apply, fixed when the draft was last saved. */
  requiredDocuments: z.array(z.string()),
  /** The rest of the checklist: carried at the border, or issued to the traveller at the end. */
  laterDocuments: z.array(checklistItem),
  /**
   * Each checklist item and requested document by its name in the reader's language, keyed by the name stored
   * above (English), which stays the type an upload is filed under; a name not translated maps to itself.
   */
  documentNames: z.record(z.string(), z.string()),
  /** The questions the destination's authority asks that the application collects, and the answers. */
  authorityQuestions: z.array(z.enum(authorityQuestions)),
  authorityAnswers: authorityAnswersInput,
  documentsUploaded: z.number().int(),
  /** Documents staff asked for after submission and not yet uploaded. */
  openDocumentRequests: z.array(documentRequestView),
  /** 0-100, derived from status and completeness (see `progressOf`). */
  progress: z.number().int(),
  agentName: z.string().nullable(),
  /** The trip the traveller is on, filed and paid with the others on it; null for an application on its own. */
  trip: z.object({ id: z.string(), reference: z.string() }).nullable(),
  /** On a company's case: the company that filed it and the employee it is for; null on a traveller's own. */
  filedBy: z.object({ company: z.string(), employee: z.string() }).nullable(),
  priority: z.enum(['urgent', 'normal', 'low']),
  assignedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationView = z.infer<typeof applicationView>;

/** A checklist item or requested document by its name in the reader's language (uploads keep the stored name). */
export const documentNameOf = (application: Pick<ApplicationView, 'documentNames'>, stored: string) =>
  application.documentNames[stored] ?? stored;

/**
 * One row of the traveller's own list: what the table and cards show, with the counts a row needs.
 * The personal, travel and emergency details, fees and checklist come from the detail endpoint only.
 */
export const applicationListItemView = applicationView
  .pick({
    id: true,
    referenceNumber: true,
    fromCountry: true,
    toCountry: true,
    destination: true,
    visaType: true,
    visaTypeName: true,
    purpose: true,
    status: true,
    progress: true,
    submittedAt: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** How many documents staff asked for after submission and are not uploaded yet. */
    openDocumentRequests: z.number().int(),
    paymentState: z.enum(applicationPaymentStates),
  });
export type ApplicationListItemView = z.infer<typeof applicationListItemView>;

export const applicationSortFields = [
  'createdAt',
  'updatedAt',
  'submittedAt',
  'destination',
  'status',
] as const;

export const listApplicationsQuery = paginationQuery.extend({
  sort: z.enum(applicationSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: applicationStatusSchema.optional(),
  search: searchText.optional(),
  destination: countryCodeField('Destination').optional(),
  visaType: optionalText(60),
  submittedFrom: optionalDate,
  submittedTo: optionalDate,
});

export const applicationCountsView = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  in_review: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationCounts = z.infer<typeof applicationCountsView>;

export const searchApplicationsQuery = z.object({
  q: requiredText('Enter something to search for', 100, { tooLong: 'At most 100 characters' }),
});

export const statusHistoryEntryView = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});

/** Staff moves (decision 8); anything else is refused with a clear message. */
export const statusTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: [],
  pending: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: [],
  rejected: ['in_review'],
};

/** The label people read: `in_review` → `IN REVIEW`. */
export const statusLabel = (status: string) => status.replaceAll('_', ' ').toUpperCase();

export const statusChangeInput = z
  .object({
    status: applicationStatusSchema,
    note: text(1000, { multiLine: true, tooLong: 'Note must be at most 1000 characters' }).optional(),
    rejectionReason: text(1000, {
      multiLine: true,
      tooLong: 'Reason must be at most 1000 characters',
    }).optional(),
    /** Sent by the agent screens of the sketch; the server records the signed-in user and the time itself. */
    updatedBy: optionalText(200),
    updatedAt: optionalText(100),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'rejected' && !input.rejectionReason)
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'A rejection needs a reason the applicant can read',
      });
  });

export const assignAgentInput = z.object({ agentId: z.uuid('Agent id must be a UUID') });

/** An application as its agent works it (spec: "Agent application"). */
export const agentApplicationView = applicationView.extend({
  agentId: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  /** When the agent last wrote to the client in the application's thread. */
  lastContact: z.string().nullable(),
  /** When the application was approved or rejected (the latest decision); null while undecided. */
  decidedAt: z.string().nullable(),
  /** The company that filed it for its employee (the client named above); null for a traveller's own. */
  companyName: z.string().nullable(),
  /** The other travellers on its trip whose cases the viewer works (an admin sees all); empty off a trip. */
  tripTravellers: z.array(
    z.object({
      id: z.string(),
      referenceNumber: z.string(),
      name: z.string(),
      status: z.enum(applicationStatuses),
    }),
  ),
});
export type AgentApplicationView = z.infer<typeof agentApplicationView>;

/** The columns of the staff lists, each of which they can be sorted by. */
export const staffApplicationSortFields = [
  'reference',
  'applicant',
  'destination',
  'visaType',
  'status',
  'priority',
  'agent',
  'submittedAt',
  'assignedAt',
  'processingTime',
  'lastContact',
  'documents',
] as const;
export type StaffApplicationSortField = (typeof staffApplicationSortFields)[number];

export const listAgentApplicationsQuery = cursorQuery.extend({
  status: applicationStatusSchema.optional(),
  search: searchText.optional(),
  /** Left out, the newest work comes first (by assignment for an agent's list, by submission otherwise). */
  sort: z
    .enum(staffApplicationSortFields, { error: `Sort by one of: ${staffApplicationSortFields.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
});

import {
  completenessOf,
  progressOf,
  type InterfaceLanguage,
  type ApplicationPaymentState,
  type ApplicationPaymentView,
  type ApplicationView,
  type EntryConditionsView,
  type Purpose,
} from '@visabridge/contract';
import type { AppContext } from '../app-context';
import { feesViewOf } from '../visa/application-fees';
import { visaTypeNameIn } from '../visa-types/visa-type-names';
import type { ApplicationDetailsRow } from './application-rows';
import { destinationNameIn } from './destination-name';
import { documentNamesIn } from './document-names';
import { tripReferenceOf } from './trip-terms';

export { destinationNameOf } from './destination-name';

/** Staff ask for documents, and applicants answer such requests, only while a decision is pending. */
export const isUnderReview = (status: string) => status === 'pending' || status === 'in_review';

/** How many checklist items have an accepted file. */
export const coveredDocuments = (row: Pick<ApplicationDetailsRow, 'requiredDocuments' | 'uploadedTypes'>) =>
  row.requiredDocuments.filter((document) => row.uploadedTypes.includes(document)).length;

/** Where an agent opens an application: their dashboard, with its detail dialog showing. */
export const agentLinkOf = (id: string) => `/agent-dashboard?application=${id}`;

/** The reference people quote: the first 8 characters of the id, upper-cased. */
export const referenceNumberOf = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * Where the fees stand: a company's applications are invoiced monthly; a traveller's are due once
 * submitted, until paid. A refund is shown as such rather than as due again.
 */
export const paymentStateOf = (
  row: Pick<ApplicationDetailsRow, 'applicationType' | 'status'>,
  paymentStatus: 'completed' | 'refunded' | null,
): ApplicationPaymentState => {
  if (row.applicationType === 'corporate') return 'invoiced';
  if (paymentStatus) return paymentStatus === 'completed' ? 'paid' : 'refunded';
  return row.status === 'draft' ? 'not_due' : 'unpaid';
};

export const paymentOfRow = (
  row: Pick<ApplicationDetailsRow, 'applicationType' | 'status' | 'payment'>,
): ApplicationPaymentView => {
  const state = paymentStateOf(row, row.payment?.status ?? null);
  const payment = state === 'paid' || state === 'refunded' ? row.payment : null;
  return {
    state,
    paymentId: payment?.id ?? null,
    paidAt: payment?.processedAt ? new Date(payment.processedAt).toISOString() : null,
  };
};

export const progressOfRow = (row: ApplicationDetailsRow) =>
  progressOf(row.status, completenessOf(row, row.uploadedTypes));

/** What a view names in the reader's language: the destination, the visa type and the checklist's documents. */
type ViewNames = {
  destination: string;
  visaType: string;
  documents: Record<string, string>;
};

export const toApplicationView = (
  row: ApplicationDetailsRow,
  names: ViewNames,
  entryConditions: EntryConditionsView | null,
): ApplicationView => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  userId: row.userId,
  fromCountry: row.fromCountry,
  toCountry: row.toCountry,
  destination: names.destination,
  entryConditions,
  visaType: row.visaType,
  visaTypeName: names.visaType,
  purpose: row.purpose as Purpose,
  status: row.status as ApplicationView['status'],
  personalInfo: row.personalInfo,
  travelInfo: row.travelInfo,
  emergencyContact: row.emergencyContact,
  wizardStep: row.wizardStep,
  fees: feesViewOf(row),
  payment: paymentOfRow(row),
  rejectionReason: row.rejectionReason,
  requiredDocuments: row.requiredDocuments,
  laterDocuments: row.laterDocuments,
  documentNames: names.documents,
  authorityQuestions: row.authorityQuestions,
  authorityAnswers: row.authorityAnswers,
  documentsUploaded: coveredDocuments(row),
  openDocumentRequests: (isUnderReview(row.status) ? row.openRequests : []).map((request) => ({
    ...request,
    requestedAt: new Date(request.requestedAt).toISOString(),
  })),
  progress: progressOfRow(row),
  agentName: row.agentFirstName ? `${row.agentFirstName} ${row.agentLastName}` : null,
  trip: row.tripId ? { id: row.tripId, reference: tripReferenceOf(row.tripId) } : null,
  filedBy: row.companyName ? { company: row.companyName, employee: row.employeeName ?? '' } : null,
  priority: row.priority as ApplicationView['priority'],
  assignedAt: row.assignedAt?.toISOString() ?? null,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every document name a view may show: the checklist's and those staff asked for. */
const documentNamesOf = (row: ApplicationDetailsRow) => [
  ...new Set([
    ...row.requiredDocuments,
    ...row.laterDocuments.map((item) => item.document),
    ...row.openRequests.map((request) => request.type),
  ]),
];

/** An application as the API shows it, its names in the reader's `language`. */
export const viewOfApplication = (ctx: AppContext, row: ApplicationDetailsRow, language: InterfaceLanguage) =>
  toApplicationView(
    row,
    {
      destination: destinationNameIn(ctx, row.toCountry, language),
      visaType: visaTypeNameIn(row.visaType, language),
      documents: documentNamesIn(ctx, row.toCountry, documentNamesOf(row), language),
    },
    ctx.visa.index.entryConditions(row.toCountry),
  );

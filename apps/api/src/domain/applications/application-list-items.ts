import {
  completenessFrom,
  progressOf,
  type ApplicationListItemView,
  type InterfaceLanguage,
  type Purpose,
} from '@visabridge/contract';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { applications } from '../../db/schema';
import type { AppContext } from '../app-context';
import { visaTypeNameIn } from '../visa-types/visa-type-names';
import { destinationNameIn } from './destination-name';
import { isUnderReview, paymentStateOf, referenceNumberOf } from './views';

/**
 * A page's rows: the columns a row shows and those its progress and payment state follow from, the
 * figures from other tables among them (kept on the row by the database: migration 0018).
 */
export const listItemColumns = {
  id: applications.id,
  fromCountry: applications.fromCountry,
  toCountry: applications.toCountry,
  visaType: applications.visaType,
  purpose: applications.purpose,
  status: applications.status,
  applicationType: applications.applicationType,
  requiredDocuments: applications.requiredDocuments,
  filledFields: applications.filledFields,
  documentsUploaded: applications.documentsUploaded,
  openRequests: applications.openRequests,
  paymentStatus: applications.paymentStatus,
  submittedAt: applications.submittedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

type ListRow = SelectResultFields<typeof listItemColumns>;

const toListItem = (ctx: AppContext, row: ListRow, language: InterfaceLanguage): ApplicationListItemView => ({
  id: row.id,
  referenceNumber: referenceNumberOf(row.id),
  fromCountry: row.fromCountry,
  toCountry: row.toCountry,
  destination: destinationNameIn(ctx, row.toCountry, language),
  visaType: row.visaType,
  visaTypeName: visaTypeNameIn(row.visaType, language),
  purpose: row.purpose as Purpose,
  status: row.status as ApplicationListItemView['status'],
  progress: progressOf(
    row.status,
    completenessFrom(row.filledFields ?? 0, row.documentsUploaded, row.requiredDocuments.length),
  ),
  openDocumentRequests: isUnderReview(row.status) ? row.openRequests : 0,
  paymentState: paymentStateOf(row, row.paymentStatus),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page's rows as list items, named in the reader's `language`. */
export const toListItems = (ctx: AppContext, rows: ListRow[], language: InterfaceLanguage) =>
  rows.map((row) => toListItem(ctx, row, language));

import { z } from 'zod';
import { documentAnalysisView } from './document-analysis';
import { paginationQuery } from './envelope';
import { requiredText, text } from './primitives';

/** Uploads are judged by their content; these are the types accepted. */
export const documentMimeTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const maxDocumentBytes = 10 * 1024 * 1024;

export const documentView = z.object({
  id: z.string(),
  applicationId: z.string(),
  /** The checklist item this file answers, or another label the user gave. */
  type: z.string(),
  fileName: z.string(),
  mimeType: z.enum(documentMimeTypes),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The application's destination and reference, for lists across applications. */
  destination: z.string(),
  referenceNumber: z.string(),
  applicationStatus: z.string(),
  status: z.enum(['uploaded', 'rejected']),
  /** Why staff rejected it, shown to the applicant. */
  reviewNote: z.string().nullable(),
  /** The automatic check of a passport scan or photo; null for documents that are not checked. */
  analysis: documentAnalysisView.nullable(),
});
export type DocumentView = z.infer<typeof documentView>;

export const documentTypeField = requiredText('Document type is required', 300, {
  tooLong: 'Document type must be at most 300 characters',
});

export const listDocumentsQuery = paginationQuery.extend({
  applicationId: z.uuid('Application id must be a UUID').optional(),
});

/** A document staff asked for after submission; the applicant may upload it until it is fulfilled. */
export const documentRequestView = z.object({
  id: z.string(),
  type: z.string(),
  note: z.string().nullable(),
  requestedAt: z.string(),
});
export type DocumentRequestView = z.infer<typeof documentRequestView>;

export const documentRequestInput = z.object({
  type: documentTypeField,
  note: text(1000, { multiLine: true, tooLong: 'Note must be at most 1000 characters' }).optional(),
});

export const documentRejectionInput = z.object({
  reason: requiredText('A rejection needs a reason the applicant can read', 1000, {
    multiLine: true,
    tooLong: 'Reason must be at most 1000 characters',
  }),
});

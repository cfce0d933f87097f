import {
  documentTypeField,
  type DocumentView,
  type InterfaceLanguage,
  type listDocumentsQuery,
} from '@visabridge/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, documentRequests, documents, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { offsetOf, toPage } from '../../lib/paginate';
import {
  findApplicantSideApplication,
  findVisibleApplication,
  visibleTo,
  type Viewer,
} from '../../domain/applications/access';
import { findOwnDraft, notDraft } from '../applications/drafts';
import { destinationNameOf, isUnderReview, referenceNumberOf } from '../../domain/applications/views';
import { clientEvents, tellAgent } from '../../domain/applications/tell-agent';
import { analysisKindOf, analysisViewOf, applicantDetailsOf } from './analysis/analyse-document';
import type { DocumentStore, Received } from './document-store';
import { safeFileName } from './file-names';
import { sniffFileType } from './sniff-file-type';
import { assertRoomForUpload } from './upload-quotas';
import { queueAnalysis } from './analysis/queue-analysis';

/** Uploads and deletions of the same content take turns, so a file is never removed while reused. */
const lockContent = (db: Db, sha256: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${sha256}))`);

type DocumentRow = typeof documents.$inferSelect;
type Owned = {
  toCountry: string;
  status: string;
  personalInfo: Record<string, unknown>;
  travelInfo: Record<string, unknown>;
  overriddenBy?: string | null;
};

/** A document as the contract shows it, its check's findings in `language` (the reader's). */
const toDocumentView = (
  ctx: AppContext,
  row: DocumentRow,
  application: Owned,
  language: InterfaceLanguage,
): DocumentView => {
  const analysis = analysisViewOf(row, applicantDetailsOf(application, ctx.visa.index), language);
  return {
    id: row.id,
    applicationId: row.applicationId,
    type: row.type,
    fileName: safeFileName(row.fileName, row.mimeType),
    mimeType: row.mimeType as DocumentView['mimeType'],
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    destination: destinationNameOf(ctx, application.toCountry),
    referenceNumber: referenceNumberOf(row.applicationId),
    applicationStatus: application.status,
    status: row.status as DocumentView['status'],
    reviewNote: row.reviewNote,
    analysis: analysis && {
      ...analysis,
      override:
        row.analysisOverrideNote && row.analysisOverriddenAt
          ? {
              note: row.analysisOverrideNote,
              by: application.overriddenBy ?? 'A former agent',
              at: row.analysisOverriddenAt.toISOString(),
            }
          : null,
    },
  };
};

const uploadFields = z.object({
  applicationId: z.uuid('Application id must be a UUID'),
  type: documentTypeField,
});

/** An upload's fields and its file, taken into the store (`DocumentStore.receive`) but not yet filed. */
export type Upload = { fields: Record<string, string>; fileName: string; received: Received } | null;

/**
 * Stores an uploaded file for the owner's draft, or for a document staff asked for on a submitted
 * application (which fulfils the request), after checking the fields and the file's content. On a
 * company's case the filing company's users and the employee answer requests and the checklist;
 * staff never upload.
 */
export const uploadDocument = async (
  ctx: AppContext,
  store: DocumentStore,
  viewer: Viewer,
  upload: Upload,
  language: InterfaceLanguage,
) => {
  if (!upload) throw fieldError({ field: 'file', message: 'Choose a file to upload' });
  const parsed = uploadFields.safeParse(upload.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0]),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', 400, errors[0]?.message ?? 'Invalid upload', errors);
  }
  const application = await findApplicantSideApplication(ctx, viewer, parsed.data.applicationId);
  const request = isUnderReview(application.status)
    ? application.openRequests.find((open) => open.type === parsed.data.type)
    : undefined;
  // A trip traveller following their own application uploads to its draft as its owner does.
  const isOwnDraft =
    application.status === 'draft' &&
    (application.userId === viewer.id || application.travellerUserId === viewer.id);
  // A company files without documents: its checklist is answered while the case is being decided.
  const isCompanyChecklistItem =
    application.applicationType === 'corporate' &&
    isUnderReview(application.status) &&
    application.requiredDocuments.includes(parsed.data.type);
  if (!isOwnDraft && !request && !isCompanyChecklistItem) throw notDraft('changed');
  const { received } = upload;
  if (received.size === 0) throw fieldError({ field: 'file', message: 'The file is empty' });
  const mimeType = sniffFileType(received.head);
  if (!mimeType)
    throw new AppError('UNSUPPORTED_FILE_TYPE', 415, 'Only PDF, JPEG and PNG files can be uploaded', [
      { field: 'file', message: 'This file is not a PDF, JPEG or PNG document' },
    ]);
  const { sha256 } = received;
  const row = await ctx.db.transaction(async (tx) => {
    await assertRoomForUpload(tx, ctx, {
      userId: viewer.id,
      applicationId: application.id,
      bytes: received.size,
    });
    await lockContent(tx, sha256);
    await store.adopt(received);
    const [inserted] = await tx
      .insert(documents)
      .values({
        applicationId: application.id,
        uploadedBy: viewer.id,
        type: parsed.data.type,
        fileName: safeFileName(upload.fileName, mimeType),
        mimeType,
        size: received.size,
        sha256,
        analysisStatus: analysisKindOf(parsed.data.type) ? 'pending' : null,
      })
      .returning();
    if (inserted?.analysisStatus) await queueAnalysis(tx, inserted.id);
    if (request) {
      await tx
        .update(documentRequests)
        .set({ fulfilledAt: new Date() })
        .where(eq(documentRequests.id, request.id));
    }
    if (!isOwnDraft)
      await tellAgent(tx, ctx, application.id, viewer.id, clientEvents.upload(parsed.data.type));
    return inserted;
  });
  if (!row) throw new Error('document insert returned nothing');
  if (!isOwnDraft) ctx.wakeMailer();
  if (row.analysisStatus) ctx.wakeAnalyser();
  return toDocumentView(ctx, row, application, language);
};

const overrider = alias(users, 'overrider');

const selectVisible = (ctx: AppContext, viewer: Viewer, where: SQL | undefined) =>
  ctx.db
    .select({
      document: documents,
      toCountry: applications.toCountry,
      status: applications.status,
      personalInfo: applications.personalInfo,
      travelInfo: applications.travelInfo,
      overriddenBy: sql<string | null>`${overrider.firstName} || ' ' || ${overrider.lastName}`,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .leftJoin(overrider, eq(overrider.id, documents.analysisOverriddenBy))
    .where(and(where, visibleTo(viewer)));

/** Documents of one application (404 when it is not visible), or all of the viewer's own documents. */
export const listDocuments = async (
  ctx: AppContext,
  viewer: Viewer,
  query: z.output<typeof listDocumentsQuery>,
  language: InterfaceLanguage,
) => {
  if (query.applicationId) await findVisibleApplication(ctx, viewer, query.applicationId);
  const where = query.applicationId ? eq(documents.applicationId, query.applicationId) : undefined;
  return toPage(
    selectVisible(ctx, viewer, where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .then((rows) => rows.map((row) => toDocumentView(ctx, row.document, row, language))),
    ctx.db
      .select({ total: count() })
      .from(documents)
      .innerJoin(applications, eq(applications.id, documents.applicationId))
      .where(and(where, visibleTo(viewer))),
    query,
  );
};

const findVisibleRow = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const [row] = await selectVisible(ctx, viewer, eq(documents.id, id));
  if (!row) throw notFound('Document not found');
  return row;
};

/** A document the viewer may see, or 404. */
export const findVisibleDocument = async (ctx: AppContext, viewer: Viewer, id: string) =>
  (await findVisibleRow(ctx, viewer, id)).document;

/** One document as the contract shows it, with its analysis, or 404. */
export const showDocument = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  language: InterfaceLanguage,
) => {
  const row = await findVisibleRow(ctx, viewer, id);
  return toDocumentView(ctx, row.document, row, language);
};

/**
 * Removes a document from a draft its owner (or the trip traveller following it) may change; the file goes too
 * when no other document uses it.
 */
export const deleteDocument = async (ctx: AppContext, store: DocumentStore, userId: string, id: string) => {
  const viewer = { id: userId, role: 'general' };
  const document = await findVisibleDocument(ctx, viewer, id);
  const application = await findApplicantSideApplication(ctx, viewer, document.applicationId);
  if (application.travellerUserId !== userId)
    await findOwnDraft(ctx, userId, document.applicationId, 'changed');
  else if (application.status !== 'draft') throw notDraft('changed');
  await ctx.db.transaction(async (tx) => {
    await lockContent(tx, document.sha256);
    await tx.delete(documents).where(eq(documents.id, id));
    await removeFileIfUnused(tx, store, document.sha256);
  });
};

const removeFileIfUnused = async (tx: Db, store: DocumentStore, sha256: string) => {
  await lockContent(tx, sha256);
  const [stillUsed] = await tx.select({ total: count() }).from(documents).where(eq(documents.sha256, sha256));
  if (!stillUsed?.total) await store.remove(sha256);
};

/** After document rows were deleted: removes each of these files that no document uses any more. */
export const removeUnusedFiles = async (ctx: AppContext, store: DocumentStore, sha256s: string[]) => {
  for (const sha256 of new Set(sha256s)) {
    await ctx.db.transaction((tx) => removeFileIfUnused(tx, store, sha256));
  }
};

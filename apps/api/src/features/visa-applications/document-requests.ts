import type { documentRejectionInput, documentRequestInput, DocumentRequestView } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, documentRequests, documents } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, notFound } from '../../lib/errors';
import type { ApplicationDetailsRow } from '../../domain/applications/application-rows';
import { findVisibleApplication, type Viewer } from '../../domain/applications/access';
import { applicantRecipients } from '../../domain/applications/applicant-recipients';
import { destinationNameOf, isUnderReview, referenceNumberOf } from '../../domain/applications/views';
import { queueEmail } from '../../domain/email/outbox';
import { notify, textsOf } from '../../domain/notifications/notify';
import { addDocumentTask } from '../../domain/applications/automatic-tasks';
import { documentNeededEmail } from './emails';
import { documentRequestNotice, type DocumentRequestKind } from './document-request-notice';

/** Staff ask for documents only while an application is being decided. */
export const findApplicationUnderReview = async (ctx: AppContext, viewer: Viewer, id: string) => {
  const application = await findVisibleApplication(ctx, viewer, id);
  if (!isUnderReview(application.status))
    throw new AppError(
      'APPLICATION_NOT_UNDER_REVIEW',
      409,
      'Documents can be requested or rejected only while the application is pending or in review.',
    );
  return application;
};

/** Opens a request and tells the applicant side (notification and email, in each one's language), in one transaction. */
const openRequest = async (
  db: Db,
  ctx: AppContext,
  application: ApplicationDetailsRow,
  request: { type: string; note: string | null; requestedBy: string; kind: DocumentRequestKind },
) => {
  const [row] = await db
    .insert(documentRequests)
    .values({
      applicationId: application.id,
      type: request.type,
      note: request.note,
      requestedBy: request.requestedBy,
    })
    .returning();
  if (!row) throw new Error('document request insert returned nothing');
  if (!application.requiredDocuments.includes(request.type))
    await db
      .update(applications)
      .set({ requiredDocuments: [...application.requiredDocuments, request.type] })
      .where(eq(applications.id, application.id));
  if (application.assignedAgentId)
    await addDocumentTask(db, application.assignedAgentId, application.id, request.type);
  const reference = referenceNumberOf(application.id);
  const link = `/applications/${application.id}`;
  const { type, note, kind } = request;
  const offered = ctx.config.interfaceLanguages;
  const recipients = await applicantRecipients(db, application);
  const text = textsOf(documentRequestNotice, { reference, kind, type, note });
  await notify(
    db,
    offered,
    ...recipients.map((recipient) => ({
      userId: recipient.id,
      text,
      type: 'warning' as const,
      category: 'document_required' as const,
      link,
    })),
  );
  const destination = { code: application.toCountry, name: destinationNameOf(ctx, application.toCountry) };
  for (const recipient of recipients)
    await queueEmail(
      db,
      documentNeededEmail(recipient, offered, {
        reference,
        destination,
        kind,
        type,
        note,
        link: `${ctx.config.publicUrl}${link}`,
      }),
    );
  return row;
};

const toRequestView = (row: typeof documentRequests.$inferSelect): DocumentRequestView => ({
  id: row.id,
  type: row.type,
  note: row.note,
  requestedAt: row.createdAt.toISOString(),
});

/** Asks the applicant for a document the checklist did not cover (or another copy of one). */
export const requestDocument = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  input: z.output<typeof documentRequestInput>,
) => {
  const application = await findApplicationUnderReview(ctx, viewer, id);
  if (application.openRequests.some((open) => open.type === input.type))
    throw new AppError('DOCUMENT_ALREADY_REQUESTED', 409, `"${input.type}" has already been requested.`, [
      { field: 'type', message: 'This document has already been requested' },
    ]);
  const row = await ctx.db.transaction((tx) =>
    openRequest(tx, ctx, application, {
      type: input.type,
      note: input.note ?? null,
      requestedBy: viewer.id,
      kind: 'requested',
    }),
  );
  ctx.wakeMailer();
  return toRequestView(row);
};

/** Rejects an uploaded document with a reason; the applicant is asked for a new one of the same type. */
export const rejectDocument = async (
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  documentId: string,
  input: z.output<typeof documentRejectionInput>,
) => {
  const application = await findApplicationUnderReview(ctx, viewer, id);
  const [document] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.applicationId, application.id)));
  if (!document) throw notFound('Document not found');
  if (document.status === 'rejected')
    throw new AppError('DOCUMENT_ALREADY_REJECTED', 409, 'This document has already been rejected.');
  const row = await ctx.db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ status: 'rejected', reviewNote: input.reason })
      .where(eq(documents.id, documentId));
    const alreadyOpen = application.openRequests.find((open) => open.type === document.type);
    if (alreadyOpen) return null;
    return openRequest(tx, ctx, application, {
      type: document.type,
      note: input.reason,
      requestedBy: viewer.id,
      kind: 'rejected',
    });
  });
  ctx.wakeMailer();
  return row ? toRequestView(row) : null;
};

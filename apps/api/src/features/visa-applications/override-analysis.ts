import type { analysisOverrideInput, InterfaceLanguage } from '@visabridge/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { documents } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../domain/applications/access';
import { recordAudit } from '../../domain/audit/record-audit';
import { showDocument } from '../documents/documents';
import { findApplicationUnderReview } from './document-requests';

/**
 * An agent judges a document's automatic findings wrong (a worn passport the OCR misread, say) and
 * says why; the findings stay visible beside the note, and the audit log records who overrode what.
 */
export const overrideAnalysis = async (
  ctx: AppContext,
  viewer: Viewer,
  applicationId: string,
  documentId: string,
  input: z.output<typeof analysisOverrideInput>,
  /** The reader's: the document answered has its findings in it. */
  language: InterfaceLanguage,
) => {
  const application = await findApplicationUnderReview(ctx, viewer, applicationId);
  await ctx.db.transaction(async (tx) => {
    const [document] = await tx
      .update(documents)
      .set({
        analysisOverrideNote: input.note,
        analysisOverriddenBy: viewer.id,
        analysisOverriddenAt: new Date(),
      })
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.applicationId, application.id),
          inArray(documents.analysisStatus, ['done', 'failed']),
        ),
      )
      .returning({ type: documents.type });
    if (!document) throw notFound('No checked document with this id on the application');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'document.analysis_overridden',
      targetType: 'application',
      targetId: application.id,
      details: { documentId, documentType: document.type, note: input.note },
    });
  });
  return showDocument(ctx, viewer, documentId, language);
};

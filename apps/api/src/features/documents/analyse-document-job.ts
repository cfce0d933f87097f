import { buffer } from 'node:stream/consumers';
import type { InterfaceLanguage } from '@visabridge/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { applications, documents } from '../../db/schema';
import {
  analysisKindOf,
  applicantDetailsOf,
  type DestinationRules,
  findingsOf,
  readDocument,
  type AnalysisRead,
} from './analysis/analyse-document';
import type { OcrPool } from './analysis/ocr-pool';
import type { WorkerLimits } from './analysis/prepare-in-worker';
import { UnreadableFileError } from './analysis/unreadable-file';
import type { DocumentStore } from './document-store';
import { AppError } from '../../lib/errors';
import { notify } from '../../domain/notifications/notify';
import { analysisNotice } from './analysis-notice';
import { ANALYSE_DOCUMENT } from './analysis/queue-analysis';
import { exponentialBackoff, subjectOf, type JobKind } from '../../jobs/runner';

/** How documents are analysed; every value can be shortened by a test. */
export type AnalyserSettings = Pick<JobKind, 'leaseMs' | 'maxAttempts' | 'retryDelayMs'> & {
  /** Memory and time one document's decoding may take in its worker thread. */
  worker?: WorkerLimits;
};

/** Three reads, a minute apart and doubling: a read that failed for want of memory may pass when it is free. */
export const analyserDefaults: AnalyserSettings = {
  leaseMs: 120_000,
  maxAttempts: 3,
  retryDelayMs: exponentialBackoff({ firstMs: 60_000, maxMs: 240_000 }),
};

/** Tells the applicant when a check found a problem, once, in the bell, in their language among `offered`. */
const tellApplicant = async (
  db: Db,
  offered: readonly InterfaceLanguage[],
  document: typeof documents.$inferSelect,
  application: {
    userId: string | null;
    toCountry: string;
    personalInfo: Record<string, unknown>;
    travelInfo: Record<string, unknown>;
  },
  rules: DestinationRules,
) => {
  if (!application.userId || !document.analysisRead) return;
  const read = document.analysisRead as AnalysisRead;
  const details = applicantDetailsOf(application, rules);
  const problemsIn = (language: InterfaceLanguage) =>
    findingsOf(read, details, language).filter((finding) => finding.severity === 'error');
  // Which findings are problems does not depend on the language they are written in.
  const count = problemsIn('en').length;
  if (count === 0) return;
  const kind = analysisKindOf(document.type) === 'photo' ? 'photo' : 'passport';
  await notify(db, offered, {
    userId: application.userId,
    text: (language) =>
      analysisNotice[language]({ kind, first: problemsIn(language)[0]?.message ?? '', count }),
    type: 'warning',
    category: 'document_analysis',
    link: `/applications/${document.applicationId}`,
  });
};

/**
 * The `analyse-document` job kind: reads a passport scan or checks a photo, one at a time per worker,
 * and stores what it read in the transaction that ends the job. A file it cannot decode fails at once
 * with the reason; after the last attempt (a worker that died mid-read counts) it ends `failed`, never
 * stuck `pending`.
 */
export const analyseDocumentJob = ({
  db,
  store,
  ocr,
  log,
  rules,
  offered,
  settings = analyserDefaults,
}: {
  db: Db;
  store: DocumentStore;
  ocr: OcrPool;
  log: FastifyBaseLogger;
  rules: DestinationRules;
  /** The languages the site offers (`INTERFACE_LANGUAGES`): the applicant is told in theirs among them. */
  offered: readonly InterfaceLanguage[];
  settings?: AnalyserSettings;
}): JobKind => {
  const pending = (id: string) => and(eq(documents.id, id), eq(documents.analysisStatus, 'pending'));
  return {
    name: ANALYSE_DOCUMENT,
    concurrency: 1,
    leaseMs: settings.leaseMs,
    maxAttempts: settings.maxAttempts,
    retryDelayMs: settings.retryDelayMs,
    stoppedReason: 'reading it stopped before the end, every time it was tried',
    // A file that cannot be decoded, or that the store does not have, will not be read by trying again; a store
    // out of reach is tried again later, with backoff.
    isFinal: (error) =>
      error instanceof UnreadableFileError ||
      (error instanceof AppError && error.code === 'DOCUMENT_FILE_MISSING'),
    messages: {
      retrying: 'document analysis failed',
      givenUp: 'document analysis given up',
      lostLease: 'document analysed after its lease was taken over',
    },
    run: async (job, complete) => {
      const id = subjectOf(job, 'documentId');
      // Gone (deleted with its application) or already read: nothing left to do.
      const [document] = await db.select().from(documents).where(pending(id));
      if (!document) return;
      const kind = analysisKindOf(document.type);
      if (!kind) {
        await complete(async (tx) => {
          await tx.update(documents).set({ analysisStatus: null }).where(pending(id));
        });
        return;
      }
      const bytes = await buffer(await store.open(document.sha256));
      const read = await readDocument(kind, { bytes, mimeType: document.mimeType }, ocr, settings.worker);
      await complete(async (tx) => {
        const [row] = await tx
          .update(documents)
          .set({ analysisStatus: 'done', analysisRead: read, analysisError: null })
          .where(pending(id))
          .returning();
        const [application] = await tx
          .select({
            userId: applications.userId,
            toCountry: applications.toCountry,
            personalInfo: applications.personalInfo,
            travelInfo: applications.travelInfo,
          })
          .from(applications)
          .where(eq(applications.id, document.applicationId));
        if (row && application) await tellApplicant(tx, offered, row, application, rules);
      });
      log.info({ documentId: id, kind }, 'document analysed');
    },
    onFailed: async (tx, job, reason) => {
      await tx
        .update(documents)
        .set({ analysisStatus: 'failed', analysisError: reason })
        .where(pending(subjectOf(job, 'documentId')));
    },
  };
};

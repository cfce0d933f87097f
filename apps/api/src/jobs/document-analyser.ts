import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { applications, documents } from '../db/schema';
import {
  analysisKindOf,
  applicantDetailsOf,
  type DestinationRules,
  findingsOf,
  readDocument,
  type AnalysisRead,
} from '../modules/documents/analysis/analyse-document';
import type { OcrPool } from '../modules/documents/analysis/ocr-pool';
import type { WorkerLimits } from '../modules/documents/analysis/prepare-in-worker';
import { UnreadableFileError } from '../modules/documents/analysis/unreadable-file';
import type { DocumentStore } from '../modules/documents/document-store';
import { notify } from '../modules/notifications/notify';
import { startBackgroundLoop } from './background-loop';

export type AnalyserSettings = {
  /** A claimed document belongs to its worker this long; after that another instance may take it. */
  leaseMs: number;
  /** Tries per document before it is marked 'failed' (a worker that died mid-read counts as a try). */
  maxAttempts: number;
  pollMs: number;
  /** Memory and time one document's decoding may take in its worker thread. */
  worker?: WorkerLimits;
};

export const analyserDefaults: AnalyserSettings = { leaseMs: 120_000, maxAttempts: 3, pollMs: 5_000 };

const claimNext = async (db: Db, settings: AnalyserSettings) => {
  const due = db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.analysisStatus, 'pending'),
        or(isNull(documents.analysisLeaseUntil), lte(documents.analysisLeaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(documents.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(documents)
    .set({
      analysisAttempts: sql`${documents.analysisAttempts} + 1`,
      analysisLeaseUntil: sql`now() + ${settings.leaseMs}::integer * interval '1 millisecond'`,
    })
    .where(inArray(documents.id, due))
    .returning();
  return claimed;
};

type Claimed = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

const heldBy = (document: Claimed) =>
  and(
    eq(documents.id, document.id),
    eq(documents.analysisStatus, 'pending'),
    eq(documents.analysisAttempts, document.analysisAttempts),
  );

/** Tells the applicant when a check found a problem, once, in the bell. */
const tellApplicant = async (
  db: Db,
  document: Claimed,
  application: {
    userId: string | null;
    toCountry: string;
    personalInfo: Record<string, unknown>;
    travelInfo: Record<string, unknown>;
  },
  rules: DestinationRules,
) => {
  if (!application.userId || !document.analysisRead) return;
  const problems = findingsOf(
    document.analysisRead as AnalysisRead,
    applicantDetailsOf(application, rules),
  ).filter((finding) => finding.severity === 'error');
  const first = problems[0];
  if (!first) return;
  await notify(db, {
    userId: application.userId,
    title: `Check your ${analysisKindOf(document.type) === 'photo' ? 'photo' : 'passport scan'}`,
    message:
      problems.length === 1
        ? first.message
        : `${first.message} (${problems.length - 1} more on the application page.)`,
    type: 'warning',
    category: 'document_analysis',
    link: `/applications/${document.applicationId}`,
  });
};

/**
 * Reads passport scans and checks photos in the background, one document at a time per instance.
 * A document is claimed with a lease; a worker that dies leaves it to be taken again when the lease
 * lapses, and after the last attempt it ends `failed` with the reason, never stuck `pending`.
 */
export const createDocumentAnalyser = (
  db: Db,
  store: DocumentStore,
  ocr: OcrPool,
  log: FastifyBaseLogger,
  rules: DestinationRules,
  settings: AnalyserSettings = analyserDefaults,
) => {
  const finish = async (document: Claimed, changes: Partial<typeof documents.$inferInsert>) => {
    const [saved] = await db
      .update(documents)
      .set({ ...changes, analysisLeaseUntil: null })
      .where(heldBy(document))
      .returning();
    return saved;
  };

  const analyse = async (document: Claimed) => {
    const kind = analysisKindOf(document.type);
    if (!kind) return finish(document, { analysisStatus: null });
    // Past the last attempt only when workers died on it: it is given up rather than tried forever.
    if (document.analysisAttempts > settings.maxAttempts)
      return finish(document, {
        analysisStatus: 'failed',
        analysisError: document.analysisError ?? 'reading it stopped before the end, every time it was tried',
      });
    try {
      const bytes = await buffer(await store.open(document.sha256));
      const read = await readDocument(kind, { bytes, mimeType: document.mimeType }, ocr, settings.worker);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(documents)
          .set({ analysisStatus: 'done', analysisRead: read, analysisError: null, analysisLeaseUntil: null })
          .where(heldBy(document))
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
        if (row && application) await tellApplicant(tx, row, application, rules);
        return row;
      });
      log.info({ documentId: document.id, kind }, 'document analysed');
      return saved;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const isLastAttempt =
        error instanceof UnreadableFileError || document.analysisAttempts >= settings.maxAttempts;
      log.warn(
        { err: error, documentId: document.id, attempt: document.analysisAttempts },
        'document analysis failed',
      );
      return finish(
        document,
        isLastAttempt ? { analysisStatus: 'failed', analysisError: reason } : { analysisError: reason },
      );
    }
  };

  /** Analyses every due document, one after another; resolves when none is left. */
  const drain = async () => {
    for (let document = await claimNext(db, settings); document; document = await claimNext(db, settings))
      await analyse(document);
  };

  return { drain };
};

/** Runs the analyser in the API process: on every wake-up (an upload) and every few seconds. */
export const startDocumentAnalyser = (...args: Parameters<typeof createDocumentAnalyser>) => {
  const [, , , log, , settings = analyserDefaults] = args;
  return startBackgroundLoop({
    drain: createDocumentAnalyser(...args).drain,
    pollMs: settings.pollMs,
    log,
    failure: 'document analyser failed',
  });
};

import type { Db } from '../../../db/client';
import { enqueueJob } from '../../../jobs/enqueue-job';

/** The job kind that reads one passport scan or checks one photo (../analyse-document-job.ts). */
export const ANALYSE_DOCUMENT = 'analyse-document';

/** Queues a document's analysis in the caller's transaction, so it runs only once the upload is stored. */
export const queueAnalysis = (db: Db, documentId: string) =>
  enqueueJob(db, { kind: ANALYSE_DOCUMENT, payload: { documentId } });

import type { InterfaceLanguage } from '@visabridge/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { analyseDocumentJob, type AnalyserSettings } from '../features/documents/analyse-document-job';
import { createJobRunner } from '../jobs/runner';
import type { OcrPool } from '../features/documents/analysis/ocr-pool';

/**
 * Runs every due document analysis of a test's app, as the server's job runner would, and waits for the end;
 * notices go out in the recipient's language among `offered` (English alone unless told).
 */
export const analyseQueuedDocuments = ({
  test,
  ocr,
  settings,
  offered = ['en'],
}: {
  test: { db: Db; app: FastifyInstance };
  ocr: OcrPool;
  settings?: AnalyserSettings;
  offered?: InterfaceLanguage[];
}) =>
  createJobRunner({
    db: test.db,
    log: test.app.log,
    kinds: [
      analyseDocumentJob({
        db: test.db,
        store: test.app.documentStore,
        ocr,
        log: test.app.log,
        rules: test.app.visa.index,
        offered,
        settings,
      }),
    ],
  }).drain();

import type { AppContext } from '../lib/context';
import { deleteOldSecurityEventsJob } from '../modules/auth/delete-old-security-events';
import { expirePaymentsJob } from '../modules/payments/expire-payments';
import type { OcrPool } from '../modules/documents/analysis/ocr-pool';
import type { DocumentStore } from '../modules/documents/document-store';
import { deleteFinishedJobsJob } from './delete-finished-jobs';
import { analyseDocumentJob } from './document-analyser';
import { createTransport, sendEmailJob } from './outbox-sender';
import type { JobKind } from './runner';

/** Every kind of background work the product runs (docs/operations.md lists them), with what each needs. */
export const productJobKinds = ({
  ctx,
  store,
  ocr,
}: {
  ctx: AppContext;
  store: DocumentStore;
  ocr: OcrPool;
}): JobKind[] => [
  sendEmailJob({ db: ctx.db, send: createTransport(ctx.config, ctx.log) }),
  analyseDocumentJob({ db: ctx.db, store, ocr, log: ctx.log, rules: ctx.visa.index }),
  expirePaymentsJob(ctx),
  deleteOldSecurityEventsJob(ctx),
  deleteFinishedJobsJob(ctx),
];

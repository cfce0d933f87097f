import type { AppContext } from '../domain/app-context';
import { deleteOldSecurityEventsJob } from '../features/auth/delete-old-security-events';
import { expirePaymentsJob } from '../features/payments/expire-payments';
import type { OcrPool } from '../features/documents/analysis/ocr-pool';
import type { DocumentStore } from '../features/documents/document-store';
import { deleteFinishedJobsJob } from '../jobs/delete-finished-jobs';
import { analyseDocumentJob } from '../features/documents/analyse-document-job';
import { createTransport, sendEmailJob } from '../domain/email/send-email-job';
import type { JobKind } from '../jobs/runner';
import { deleteExpiredKeysJob } from '../domain/idempotency/delete-expired-keys';

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
  analyseDocumentJob({
    db: ctx.db,
    store,
    ocr,
    log: ctx.log,
    rules: ctx.visa.index,
    offered: ctx.config.interfaceLanguages,
  }),
  expirePaymentsJob(ctx),
  deleteOldSecurityEventsJob(ctx),
  deleteFinishedJobsJob(ctx),
  deleteExpiredKeysJob(ctx),
];

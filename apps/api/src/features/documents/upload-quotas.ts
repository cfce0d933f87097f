import { and, count, eq, gt, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, uploadAttempts } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import type { ErrorCode } from '@visabridge/contract';
import { fieldError, tooManyRequests } from '../../lib/errors';

const MINUTE_MS = 60_000;

/** Uploads by one account (or to one application) take turns: two at once cannot both take the last room. */
const lockUploads = (db: Db, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

const overQuota = (code: ErrorCode, message: string) =>
  fieldError({ code, status: 413, field: 'file', message });

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

/**
 * Counts an upload against the account's allowance per minute, before its body is read: past it the
 * answer is 429 with Retry-After, the seconds until the oldest upload of the minute leaves it.
 */
export const recordUploadAttempt = (ctx: AppContext, userId: string) =>
  ctx.db.transaction(async (tx) => {
    await lockUploads(tx, `uploads:${userId}`);
    const now = Date.now();
    const since = new Date(now - MINUTE_MS);
    await tx
      .delete(uploadAttempts)
      .where(and(eq(uploadAttempts.userId, userId), lt(uploadAttempts.createdAt, since)));
    const recent = await tx
      .select({ at: uploadAttempts.createdAt })
      .from(uploadAttempts)
      .where(and(eq(uploadAttempts.userId, userId), gt(uploadAttempts.createdAt, since)))
      .orderBy(uploadAttempts.createdAt);
    const limit = ctx.config.uploadQuotas.perMinute;
    const freeing = recent[recent.length - limit];
    if (freeing) {
      const seconds = Math.max(1, Math.ceil((freeing.at.getTime() + MINUTE_MS - now) / 1000));
      throw tooManyRequests(
        'TOO_MANY_UPLOADS',
        `You have uploaded ${limit} files in the last minute, the most we take. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds,
      );
    }
    await tx.insert(uploadAttempts).values({ userId });
  });

/**
 * Refuses (413) a file that would take the application past its number of files or the account past
 * the bytes it may store. Runs in the upload's transaction, before the file is written.
 */
export const assertRoomForUpload = async (
  tx: Db,
  ctx: AppContext,
  upload: { userId: string; applicationId: string; bytes: number },
) => {
  await lockUploads(tx, `uploads:${upload.userId}`);
  await lockUploads(tx, `uploads-to:${upload.applicationId}`);
  const { filesPerApplication, bytesPerAccount } = ctx.config.uploadQuotas;
  const [files] = await tx
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.applicationId, upload.applicationId));
  if ((files?.total ?? 0) >= filesPerApplication)
    throw overQuota(
      'TOO_MANY_DOCUMENTS',
      `This application already holds ${filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.`,
    );
  const [stored] = await tx
    .select({ bytes: sum(documents.size).mapWith(Number) })
    .from(documents)
    .where(eq(documents.uploadedBy, upload.userId));
  const storedBytes = stored?.bytes ?? 0;
  if (storedBytes + upload.bytes > bytesPerAccount)
    throw overQuota(
      'STORAGE_QUOTA_EXCEEDED',
      `Your documents already take ${megabytes(storedBytes)} of the ${megabytes(bytesPerAccount)} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.`,
    );
};

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documents } from '../../../db/schema';
import { decryptFile } from '../../../lib/data-encryption';
import { keyOf, sha256OfKey, type BlobStore } from './blob-store';

export type CopyReport = {
  /** Written to the bucket now, read back and compared byte for byte. */
  copied: number;
  /** In the bucket already with the same bytes. */
  alreadyThere: number;
  /** Files whose content does not hash to their name (damaged on disk): not copied. */
  damaged: string[];
  /** Documents the database names whose file is in neither place. */
  missing: string[];
};

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type CopyCount = Pick<CopyReport, 'copied' | 'alreadyThere' | 'damaged'>;

/**
 * Copies every document file of one store into another, each read back byte for byte once written; a file for
 * which `isDamaged` says so is listed and not copied.
 */
export const copyDocumentFiles = async (
  from: BlobStore,
  to: BlobStore,
  isDamaged: (sha256: string, sealed: Buffer) => boolean = () => false,
) => {
  const count: CopyCount = { copied: 0, alreadyThere: 0, damaged: [] };
  for await (const key of from.keys()) {
    const sha256 = sha256OfKey(key);
    const sealed = sha256 ? await from.read(key) : null;
    if (!sha256 || !sealed) continue;
    if (isDamaged(sha256, sealed)) {
      count.damaged.push(sha256);
      continue;
    }
    const stored = await to.read(keyOf(sha256));
    if (stored?.equals(sealed)) {
      count.alreadyThere += 1;
      continue;
    }
    await to.write(keyOf(sha256), sealed);
    const readBack = await to.read(keyOf(sha256));
    if (!readBack?.equals(sealed))
      throw new Error(`${to.description}: ${sha256} did not read back as written`);
    count.copied += 1;
  }
  return count;
};

/**
 * Copies every document file of a folder into a bucket, verifying each: its content (opened with the data keys)
 * must hash to its name, and the bucket's copy must read back byte for byte. The folder is left as it was, for
 * the operator to remove once the servers use the bucket. Then every document the database names is looked for
 * in the bucket, and those in neither place are listed.
 */
export const copyDocumentsToBucket = async (
  db: Db,
  folder: BlobStore,
  bucket: BlobStore,
): Promise<CopyReport> => {
  const copy = await copyDocumentFiles(
    folder,
    bucket,
    (sha256, sealed) => hashOf(decryptFile(sealed)) !== sha256,
  );
  const missing: string[] = [];
  const referenced = await db
    .selectDistinct({ sha256: documents.sha256 })
    .from(documents)
    .orderBy(sql`1`);
  for (const { sha256 } of referenced)
    if ((await bucket.sizeOf(keyOf(sha256))) === null) missing.push(sha256);
  return { ...copy, missing };
};

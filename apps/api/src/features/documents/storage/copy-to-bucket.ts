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

/**
 * Copies every document file of a folder into a bucket, verifying each: its content (opened with the data keys)
 * must hash to its name, and the bucket's copy must read back byte for byte. The folder is left as it was, for
 * the operator to remove once the servers use the bucket. Then every document the database names is looked for
 * in the bucket, and those in neither place are listed.
 */
export const copyDocumentsToBucket = async (db: Db, folder: BlobStore, bucket: BlobStore) => {
  const report: CopyReport = { copied: 0, alreadyThere: 0, damaged: [], missing: [] };
  for await (const key of folder.keys()) {
    const sha256 = sha256OfKey(key);
    const sealed = sha256 ? await folder.read(key) : null;
    if (!sha256 || !sealed) continue;
    if (hashOf(decryptFile(sealed)) !== sha256) {
      report.damaged.push(sha256);
      continue;
    }
    const stored = await bucket.read(keyOf(sha256));
    if (stored?.equals(sealed)) {
      report.alreadyThere += 1;
      continue;
    }
    await bucket.write(keyOf(sha256), sealed);
    const readBack = await bucket.read(keyOf(sha256));
    if (!readBack?.equals(sealed))
      throw new Error(`${bucket.description}: ${sha256} did not read back as written`);
    report.copied += 1;
  }
  const referenced = await db
    .selectDistinct({ sha256: documents.sha256 })
    .from(documents)
    .orderBy(sql`1`);
  for (const { sha256 } of referenced)
    if ((await bucket.sizeOf(keyOf(sha256))) === null) report.missing.push(sha256);
  return report;
};

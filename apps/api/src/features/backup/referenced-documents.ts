import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { durableNodeFs } from '../../db/pglite-durable-fs';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { keyOf } from '../documents/storage/blob-store';
import { bucketBlobs } from '../documents/storage/bucket-blobs';
import { folderBlobs } from '../documents/storage/folder-blobs';
import { isDocumentName, pathsOf, type BackupTarget } from './archive-layout';

const referencedQuery = 'select distinct sha256 from documents';

/**
 * The keys of every document file the database refers to: what a backup must hold besides the database. The
 * embedded database is opened for it (by the process holding its lock), PostgreSQL queried after its dump:
 * a document is stored before its row commits, so none the dump holds can be missing for that reason.
 */
export const referencedDocumentKeys = async (target: BackupTarget) => {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ sha256: string }>(referencedQuery);
      return new Set(rows.map((row) => keyOf(row.sha256)));
    } finally {
      await client.end();
    }
  }
  const folder = pathsOf(target).pglite;
  const database = new PGlite({ fs: durableNodeFs(folder), extensions: pgliteExtensions });
  try {
    const { rows } = await database.query<{ sha256: string }>(referencedQuery);
    return new Set(rows.map((row) => keyOf(row.sha256)));
  } finally {
    await database.close();
  }
};

/** How many missing keys a message lists before it says how many more there are. */
const LISTED = 10;

/** The backup's refusal when files are missing: which, where looked, and how to go on without them. */
export const missingDocumentsMessage = (missing: string[], storeDescription: string) =>
  `${missing.length} document file${missing.length === 1 ? '' : 's'} the database refers to ${missing.length === 1 ? 'is' : 'are'} not in ${storeDescription}: ` +
  `${missing.slice(0, LISTED).join(', ')}${missing.length > LISTED ? ` and ${missing.length - LISTED} more` : ''}. ` +
  'An instance may keep them on its own disk (UPLOADS_DIR not shared): move them to the shared store ' +
  '(npm run documents-to-bucket) and back up again, or run npm run backup -- --allow-missing to back up ' +
  'without them (the manifest then lists them).';

/** Where the target keeps its document files: the bucket when S3_BUCKET is set, else the uploads folder. */
export const blobsOf = (target: BackupTarget) =>
  target.objectStore ? bucketBlobs(target.objectStore) : folderBlobs(pathsOf(target).uploads);

/** The document files in the target's store, by key. */
export const storedDocumentKeys = async (target: BackupTarget) => {
  const blobs = blobsOf(target);
  try {
    const keys: string[] = [];
    for await (const key of blobs.keys()) if (isDocumentName(key)) keys.push(key);
    return keys.sort();
  } finally {
    await blobs.close();
  }
};

/** The files the target's database refers to that its store lacks, sorted. */
export const missingDocumentKeys = async (target: BackupTarget, stored: string[]) => {
  const present = new Set(stored);
  return [...(await referencedDocumentKeys(target))].filter((key) => !present.has(key)).sort();
};

// npm run documents-to-bucket: copies the uploaded documents of UPLOADS_DIR into the S3_BUCKET the settings name,
// verifying each by its hash (see docs/deployment.md).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/embedded-folder';
import { useDataKeys } from '../lib/data-encryption';
import { openDocumentStore } from '../features/documents/document-store';
import { bucketBlobs } from '../features/documents/storage/bucket-blobs';
import { copyDocumentsToBucket } from '../features/documents/storage/copy-to-bucket';
import { folderBlobs } from '../features/documents/storage/folder-blobs';

const run = async () => {
  const config = loadConfig();
  const settings = config.objectStore;
  if (!settings || !config.uploadsDir)
    throw new Error(
      'Set S3_BUCKET (and the other S3_ settings) and UPLOADS_DIR (or DATA_DIR) to copy from and to',
    );
  useDataKeys(config.dataKeys);
  // Checks the bucket as a server's start does, naming the setting to fix.
  await (await openDocumentStore(config)).close();
  const database = await openConfiguredDatabase(config, () =>
    Promise.reject(new Error(`There is no database in ${config.dataDir} yet: nothing names any document`)),
  );
  const folder = folderBlobs(config.uploadsDir);
  const bucket = bucketBlobs(settings);
  try {
    const report = await copyDocumentsToBucket(database.db, folder, bucket);
    console.log(
      `From ${folder.description} to ${bucket.description}: ${report.copied} copied and ${report.alreadyThere} already there, each verified by its SHA-256.`,
    );
    for (const sha256 of report.damaged)
      console.log(`  damaged (content does not match its name), not copied: ${sha256}`);
    for (const sha256 of report.missing)
      console.log(`  named by the database but in neither place: ${sha256}`);
    return report.damaged.length === 0 && report.missing.length === 0;
  } finally {
    await bucket.close();
    await database.close();
  }
};

process.exitCode = await run().then(
  (isComplete) => (isComplete ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  },
);

import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, open, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { lockDataFolder } from '../../db/pglite-lock';
import { syncFolder } from '../../lib/durable-files';
import {
  databaseKindOf,
  entries,
  FORMAT,
  listTree,
  pathsOf,
  VERSION,
  type BackupTarget,
  type Manifest,
} from './archive-layout';
import { runPostgresTool } from './postgres-tools';
import { createTarWriter } from './tar';
import {
  blobsOf,
  missingDocumentKeys,
  missingDocumentsMessage,
  storedDocumentKeys,
} from './referenced-documents';

const readSecret = (file: string) =>
  readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/** Files to archive: the entry name and where its bytes are. */
type Source = { name: string; file: string };

const databaseSources = async (target: BackupTarget, workDir: string) => {
  const paths = pathsOf(target);
  if (target.databaseUrl) {
    const file = path.join(workDir, 'postgres.dump');
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      target.databaseUrl,
    );
    return { folders: [], files: [{ name: entries.postgresDump, file }] };
  }
  const { files, folders } = await listTree(paths.pglite);
  return {
    folders: folders.map((name) => `${entries.pgliteFolder}${name}`),
    files: files.map((name) => ({
      name: `${entries.pgliteFolder}${name}`,
      file: path.join(paths.pglite, name),
    })),
  };
};

/**
 * The document files to archive and how to read each: from the bucket when the documents are kept in one (every
 * object under its prefix, read whole: each is at most 10 MB), else from the uploads folder. Every file the
 * database refers to must be there, unless `allowMissing`.
 */
const documentsOf = async (target: BackupTarget, missing: string[], allowMissing: boolean) => {
  const blobs = blobsOf(target);
  if (missing.length > 0 && !allowMissing) {
    await blobs.close();
    throw new Error(missingDocumentsMessage(missing, blobs.description));
  }
  return {
    from: target.objectStore ? blobs.description : null,
    read: async (name: string) => {
      const bytes = await blobs.read(name);
      if (!bytes) throw new Error(`${blobs.description}: ${name} went away while the backup was read`);
      return bytes;
    },
    close: () => blobs.close(),
  };
};

export type BackupSummary = Manifest & { file: string; bytes: number };

/**
 * Writes one .tar.gz holding the database, the uploaded documents (sealed), the signing secret and the
 * data keys that open the documents and passport numbers. The
 * embedded database is copied while this process holds its lock, so no server writes it meanwhile;
 * PostgreSQL is dumped by pg_dump, a consistent snapshot while servers run. The archive is written
 * under a temporary name, flushed and renamed: a failed backup never leaves a file that looks whole.
 */
export const createBackup = async (
  target: BackupTarget,
  file: string,
  { allowMissing = false } = {},
): Promise<BackupSummary> => {
  const paths = pathsOf(target);
  if (!target.databaseUrl && !existsSync(path.join(paths.pglite, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${paths.pglite}: check DATA_DIR`);
  }
  // Locked first: a refusal (a server runs) leaves nothing behind.
  const unlock = target.databaseUrl ? () => undefined : lockDataFolder(paths.lock);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'visabridge-backup-'));
  const partial = `${file}.partial`;
  try {
    // Compared before the embedded database's files are listed (opening it may write them), and after
    // PostgreSQL's dump (a document is stored before its row commits, so none the dump holds is missed).
    const stored = await storedDocumentKeys(target);
    const early = target.databaseUrl ? null : await missingDocumentKeys(target, stored);
    const database = await databaseSources(target, workDir);
    const missing = early ?? (await missingDocumentKeys(target, stored));
    const documents = await documentsOf(target, missing, allowMissing);
    const secret = await readSecret(paths.secret);
    const dataKeys = await readSecret(paths.dataKeys);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: databaseKindOf(target),
      signingSecret: target.secretInEnvironment ? 'environment' : secret ? 'included' : 'none',
      dataKeys: target.keysInEnvironment ? 'environment' : dataKeys ? 'included' : 'none',
      documents: stored.length,
      ...(documents.from ? { documentsFrom: documents.from } : {}),
      ...(missing.length > 0 ? { missingDocuments: missing } : {}),
    };
    const sources: Source[] = database.files;

    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    const tar = createTarWriter(gzip);
    const writeEntries = async () => {
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await tar.add(entries.manifest, manifestBytes.length, manifestBytes);
      if (secret && manifest.signingSecret === 'included')
        await tar.add(entries.secret, secret.length, secret);
      if (dataKeys && manifest.dataKeys === 'included')
        await tar.add(entries.dataKeys, dataKeys.length, dataKeys);
      for (const folder of database.folders) await tar.addFolder(folder);
      for (const source of sources) {
        const { size, mtime } = await stat(source.file);
        await tar.add(source.name, size, createReadStream(source.file), mtime);
      }
      for (const name of stored) {
        const bytes = await documents.read(name);
        await tar.add(`${entries.documentsFolder}${name}`, bytes.length, bytes);
      }
      await tar.finish();
      await documents.close();
    };
    await Promise.all([writeEntries(), written]);

    const handle = await open(partial, 'r');
    await handle.sync().finally(() => handle.close());
    await rename(partial, file);
    await syncFolder(path.dirname(file));
    return { ...manifest, file, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    unlock();
    await rm(workDir, { recursive: true, force: true });
  }
};

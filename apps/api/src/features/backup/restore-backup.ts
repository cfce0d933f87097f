import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { lockDataFolder } from '../../db/pglite-lock';
import { syncFolder, writeNewFileDurably } from '../../lib/durable-files';
import {
  databaseKindOf,
  entries,
  FORMAT,
  isDocumentName,
  isSafeRelativePath,
  listFiles,
  listTree,
  pathsOf,
  VERSION,
  type BackupTarget,
  type Manifest,
} from './archive-layout';
import { countPostgresTables, runPostgresTool } from './postgres-tools';
import { bucketBlobs } from '../documents/storage/bucket-blobs';
import { missingDocumentKeys, storedDocumentKeys } from './referenced-documents';
import { copyDocumentFiles } from '../documents/storage/copy-to-bucket';
import { folderBlobs } from '../documents/storage/folder-blobs';
import { readAll, readTar, type TarEntry } from './tar';

const readManifest = async (entry: TarEntry, target: BackupTarget) => {
  if (entry.name !== entries.manifest)
    throw new Error('This file is not a VisaBridge backup (no manifest first)');
  const manifest = JSON.parse((await readAll(entry)).toString('utf8')) as Partial<Manifest>;
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new Error(
      `This backup's format (${manifest.format} ${manifest.version}) is not one this version reads`,
    );
  }
  const expected = databaseKindOf(target);
  if (manifest.database !== expected) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into'
        : 'This backup holds the embedded database: unset DATABASE_URL to restore it into DATA_DIR',
    );
  }
  return manifest as Manifest;
};

/** What the target already holds; a restore replaces it only when forced. */
const occupiedParts = async (target: BackupTarget) => {
  const paths = pathsOf(target);
  const occupied: string[] = [];
  if (target.databaseUrl) {
    const tables = await countPostgresTables(target.databaseUrl);
    if (tables > 0) occupied.push(`the PostgreSQL database has ${tables} tables`);
  } else if ((await listFiles(paths.pglite)).length > 0)
    occupied.push(`an embedded database is in ${paths.pglite}`);
  const documents = (await listFiles(paths.uploads)).filter(isDocumentName).length;
  if (documents > 0) occupied.push(`${documents} documents are in ${paths.uploads}`);
  return occupied;
};

/**
 * Moves a staged folder into place: its folders flushed first (their entries for the files unpacked),
 * the old folder set aside until the new one is in, so no moment leaves neither on disk.
 */
const replaceFolder = async (staged: string, destination: string) => {
  for (const folder of (await listTree(staged)).folders) await syncFolder(path.join(staged, folder));
  await syncFolder(staged);
  const previous = `${destination}.replaced-${randomBytes(4).toString('hex')}`;
  const hadPrevious = await rename(destination, previous).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(staged, destination);
  await syncFolder(path.dirname(destination));
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
};

/** `missingAfterRestore`: files the restored database refers to that its store lacks (backed up without them). */
export type RestoreSummary = Manifest & { replaced: string[]; missingAfterRestore: string[] };

/**
 * Restores a backup made by createBackup into the configured places. Everything is first unpacked
 * next to its destination and the PostgreSQL dump restored in one transaction; only then are the
 * folders and the secret swapped in, so a damaged archive or a failed restore changes nothing.
 * A target that holds data is replaced only with `force`; a running server (its lock) always refuses.
 */
export const restoreBackup = async (
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> => {
  const paths = pathsOf(target);
  await mkdir(target.dataDir, { recursive: true });
  const unlock = target.databaseUrl ? () => undefined : lockDataFolder(paths.lock);
  const suffix = `.restoring-${randomBytes(4).toString('hex')}`;
  const staged = { pglite: `${paths.pglite}${suffix}`, uploads: `${paths.uploads}${suffix}` };
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'visabridge-restore-'));
  const dumpFile = path.join(workDir, 'postgres.dump');
  try {
    let manifest: Manifest | undefined;
    let replaced: string[] = [];
    let secret: Buffer | null = null;
    let dataKeys: Buffer | null = null;
    let documents = 0;
    let hasDatabase = false;
    const unpack = async (folder: string, name: string, entry: TarEntry) => {
      if (!isSafeRelativePath(name)) throw new Error(`The backup holds an unsafe path: ${entry.name}`);
      const destination = path.join(folder, ...name.split('/'));
      if (entry.type === 'folder') return void (await mkdir(destination, { recursive: true }));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeNewFileDurably(destination, entry.content);
    };
    const archive = createReadStream(file).pipe(createGunzip());
    await readTar(archive, async (entry) => {
      if (!manifest) {
        manifest = await readManifest(entry, target);
        replaced = await occupiedParts(target);
        if (replaced.length > 0 && !force) {
          throw new Error(
            `The target is not empty: ${replaced.join('; ')}. Restore with --force to replace it.`,
          );
        }
      } else if (entry.name === entries.secret) {
        secret = await readAll(entry);
      } else if (entry.name === entries.dataKeys) {
        dataKeys = await readAll(entry);
      } else if (entry.name === entries.postgresDump && target.databaseUrl) {
        hasDatabase = true;
        await writeNewFileDurably(dumpFile, entry.content);
      } else if (entry.name.startsWith(entries.pgliteFolder) && !target.databaseUrl) {
        hasDatabase ||= entry.name === `${entries.pgliteFolder}PG_VERSION`;
        await unpack(staged.pglite, entry.name.slice(entries.pgliteFolder.length), entry);
      } else if (entry.name.startsWith(entries.documentsFolder)) {
        const name = entry.name.slice(entries.documentsFolder.length);
        if (!isDocumentName(name))
          throw new Error(`The backup holds an unexpected document name: ${entry.name}`);
        documents += 1;
        await unpack(staged.uploads, name, entry);
      } else throw new Error(`The backup holds an unexpected entry: ${entry.name}`);
    }).catch((error: NodeJS.ErrnoException) => {
      // zlib's own words ("unexpected end of file") do not say which file is wrong.
      if (error.code?.startsWith('Z_'))
        throw new Error(`${file} is not a whole .tar.gz backup: ${error.message}`);
      throw error;
    });
    if (!manifest) throw new Error('The backup is empty');
    const complete: Manifest = manifest;
    if (
      !hasDatabase ||
      documents !== complete.documents ||
      (complete.signingSecret === 'included') !== !!secret ||
      (complete.dataKeys === 'included') !== !!dataKeys
    ) {
      throw new Error('The backup is incomplete: it lacks entries its manifest lists');
    }
    const current = await readFile(paths.secret).catch(() => null);
    if (secret && current && !current.equals(secret)) {
      if (!force)
        throw new Error(`${paths.secret} holds another signing secret. Restore with --force to replace it.`);
      replaced.push(`the signing secret in ${paths.secret}`);
    }
    const currentKeys = await readFile(paths.dataKeys).catch(() => null);
    if (dataKeys && currentKeys && !currentKeys.equals(dataKeys)) {
      if (!force)
        throw new Error(`${paths.dataKeys} holds other data keys. Restore with --force to replace them.`);
      replaced.push(`the data keys in ${paths.dataKeys}`);
    }

    if (target.databaseUrl) {
      const clean = force ? ['--clean', '--if-exists'] : [];
      const options = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...clean];
      await runPostgresTool('pg_restore', [...options, dumpFile], target.databaseUrl);
    } else await replaceFolder(staged.pglite, paths.pglite);
    await mkdir(staged.uploads, { recursive: true });
    await replaceFolder(staged.uploads, paths.uploads);
    // Documents kept in a bucket go back there, each read back byte for byte.
    if (target.objectStore) {
      const bucket = bucketBlobs(target.objectStore);
      try {
        await copyDocumentFiles(folderBlobs(paths.uploads), bucket);
      } finally {
        await bucket.close();
      }
    }
    if (secret) {
      const stagedSecret = `${paths.secret}${suffix}`;
      await writeNewFileDurably(stagedSecret, secret);
      await rename(stagedSecret, paths.secret);
      await syncFolder(target.dataDir);
    }
    if (dataKeys) {
      const stagedKeys = `${paths.dataKeys}${suffix}`;
      await writeNewFileDurably(stagedKeys, dataKeys);
      await rename(stagedKeys, paths.dataKeys);
      await syncFolder(target.dataDir);
    }
    const missingAfterRestore = await missingDocumentKeys(target, await storedDocumentKeys(target));
    return { ...complete, replaced, missingAfterRestore };
  } finally {
    await rm(staged.pglite, { recursive: true, force: true });
    await rm(staged.uploads, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
    unlock();
  }
};

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config, ObjectStoreSettings } from '../../config';
import { DATA_KEY_FILE, keyFileOf } from '../../lib/data-key-file';

/** What a backup is taken from and restored to: the server's own settings. */
export type BackupTarget = {
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** S3_BUCKET is set: the documents are in that bucket, not in `uploadsDir`. */
  objectStore: ObjectStoreSettings | null;
  /** JWT_SECRET is set: the signing secret lives in the environment, not in the data folder. */
  secretInEnvironment: boolean;
  /** DATA_ENCRYPTION_KEY is set: the data keys live in the environment, not in the data folder. */
  keysInEnvironment: boolean;
};

export const targetOf = (
  config: Config,
  secretInEnvironment: boolean,
  keysInEnvironment = false,
): BackupTarget => {
  if (config.dataDir === 'memory://' || !config.uploadsDir) {
    throw new Error('DATA_DIR=memory:// keeps nothing on disk: there is nothing to back up or restore');
  }
  return {
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    databaseUrl: config.databaseUrl,
    objectStore: config.objectStore,
    secretInEnvironment,
    keysInEnvironment,
  };
};

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKindOf = (target: BackupTarget): DatabaseKind =>
  target.databaseUrl ? 'postgres' : 'pglite';

/** The archive's first entry, so a restore knows what it holds before it changes anything. */
export type Manifest = {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  database: DatabaseKind;
  /** `included`: DATA_DIR/jwt-secret is in the archive; `environment`: JWT_SECRET was set; `none`: never made. */
  signingSecret: 'included' | 'environment' | 'none';
  /** The same for DATA_DIR/data-encryption-keys, without which the documents and passport numbers stay
   *  sealed; absent in backups made before encryption. */
  dataKeys?: 'included' | 'environment' | 'none';
  documents: number;
  /** Where the documents were read from: `bucket <name> at <endpoint>`, or absent for the folder. */
  documentsFrom?: string;
  /** Document files the database refers to that were not in the store, backed up without (`--allow-missing`). */
  missingDocuments?: string[];
};

export const FORMAT = 'visabridge-backup';
export const VERSION = 1;

/** Entry names in the archive; database/pglite/… mirrors the embedded database's folder. */
export const entries = {
  manifest: 'manifest.json',
  secret: 'jwt-secret',
  dataKeys: DATA_KEY_FILE,
  pgliteFolder: 'database/pglite/',
  postgresDump: 'database/postgres.dump',
  documentsFolder: 'documents/',
} as const;

export const pathsOf = (target: BackupTarget) => ({
  pglite: path.join(target.dataDir, 'pglite'),
  lock: path.join(target.dataDir, 'pglite.lock'),
  secret: path.join(target.dataDir, 'jwt-secret'),
  dataKeys: keyFileOf(target.dataDir),
  uploads: target.uploadsDir,
});

/** Files and folders under a folder as relative paths with `/` separators; none when it does not exist. */
export const listTree = async (folder: string) => {
  const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const relative = (entry: (typeof found)[number]) =>
    path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  return {
    files: found
      .filter((entry) => entry.isFile())
      .map(relative)
      .sort(),
    // PostgreSQL needs its empty folders (pg_notify, pg_tblspc, …) to start.
    folders: found
      .filter((entry) => entry.isDirectory())
      .map(relative)
      .sort(),
  };
};

export const listFiles = async (folder: string) => (await listTree(folder)).files;

/** An uploaded file's name: two hex characters, then its SHA-256 (temporary `.part` files are left out). */
export const isDocumentName = (name: string) => /^[0-9a-f]{2}\/[0-9a-f]{64}$/.test(name);

/** A relative path that stays inside the folder it is extracted to. */
export const isSafeRelativePath = (name: string) =>
  name.length > 0 &&
  !name.startsWith('/') &&
  !name.includes('\\') &&
  name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

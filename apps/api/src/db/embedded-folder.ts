import { inspect } from 'node:util';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';
import { openDatabase, openPglite, type Database } from './client';
import { lockDataFolder } from './pglite-lock';
import { syncFolder } from '../lib/durable-files';
import { durableNodeFs } from './pglite-durable-fs';

/** The folder of the embedded database, and the one it is made in on the first start. */
export const embeddedFolders = (dataDir: string) => {
  const folder = path.join(dataDir, 'pglite');
  return { folder, newFolder: `${folder}.new`, lockFile: path.join(dataDir, 'pglite.lock') };
};

const isEmptyOrMissing = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/** What an operator reads when the folder cannot be opened: what happened and the two ways out. */
export const unopenableFolderMessage = (folder: string, error: unknown) =>
  // PGlite's WebAssembly build can throw plain objects, which String() shows as [object Object].
  `The embedded database in ${folder} cannot be opened (${error instanceof Error ? error.message : inspect(error, { breakLength: Infinity })}). ` +
  'It is damaged, or a start before this version was stopped while creating it. If it held no data you ' +
  `need (a new installation), delete the folder ${folder} and start again; otherwise stop here and restore ` +
  'the data folder from your last backup (npm run restore; see docs/operations.md, Backup and restore).';

const openMadeFolder = async (folder: string) => {
  const pglite = new PGlite({ fs: durableNodeFs(folder), extensions: pgliteExtensions });
  try {
    await pglite.waitReady;
    await pglite.query('select 1');
    return pglite;
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw new Error(unopenableFolderMessage(folder, error));
  }
};

/**
 * First start: the database is made and `prepare`d (migrations, seed) in a folder of its own, closed,
 * and only then renamed into place, so a start stopped half-way leaves nothing that looks finished.
 */
const createFolder = async (
  { folder, newFolder }: ReturnType<typeof embeddedFolders>,
  prepare: (database: Database) => Promise<void>,
) => {
  rmSync(folder, { recursive: true, force: true });
  const pglite = new PGlite({ fs: durableNodeFs(newFolder), extensions: pgliteExtensions });
  await pglite.waitReady;
  try {
    await prepare(openPglite(pglite));
  } finally {
    await pglite.close();
  }
  renameSync(newFolder, folder);
  await syncFolder(path.dirname(folder));
};

/**
 * Opens the embedded database in `dataDir`, creating it on the first start; refuses one that another
 * process holds (see pglite-lock) or that cannot be opened, with a message that says what to do.
 */
export const openEmbeddedDatabase = async (
  dataDir: string,
  prepareNew: (database: Database) => Promise<void>,
) => {
  mkdirSync(dataDir, { recursive: true });
  const folders = embeddedFolders(dataDir);
  const unlock = lockDataFolder(folders.lockFile);
  try {
    // Left by a first start that stopped before the end: never moved into place, so never used.
    rmSync(folders.newFolder, { recursive: true, force: true });
    if (isEmptyOrMissing(folders.folder)) await createFolder(folders, prepareNew);
    return openPglite(await openMadeFolder(folders.folder), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
};

/** The configured database: PostgreSQL at DATABASE_URL, in memory, or the embedded one in DATA_DIR. */
export const openConfiguredDatabase = (
  config: { databaseUrl: string | undefined; dataDir: string },
  prepareNew: (database: Database) => Promise<void>,
) =>
  config.databaseUrl || config.dataDir === 'memory://'
    ? Promise.resolve(openDatabase(config))
    : openEmbeddedDatabase(config.dataDir, prepareNew);

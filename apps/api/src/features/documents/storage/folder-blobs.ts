import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { syncFolder as syncFolderWith, writeNewFileDurably } from '../../../lib/durable-files';
import type { BlobStore } from './blob-store';

/** The file system calls the store makes; a test passes wrapped ones to see their order. */
export type StoreFileSystem = Pick<typeof fs, 'mkdir' | 'mkdtemp' | 'open' | 'rename' | 'rm' | 'stat'>;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder of this machine (`UPLOADS_DIR`), or a temporary one removed on close when none is
 * configured (in-memory data). Writes go to a temporary name that is flushed (fsync) before it is renamed into
 * place, and the folder is flushed after, so neither a crash nor a power loss leaves half a file under a real
 * name or loses a file once acknowledged.
 */
export const folderBlobs = (configuredDir: string | null, fileSystem: StoreFileSystem = fs): BlobStore => {
  const { mkdir, mkdtemp, rename, rm, stat } = fileSystem;
  let root: Promise<string> | undefined;
  const rootDir = () => {
    root ??= configuredDir
      ? mkdir(configuredDir, { recursive: true }).then(() => configuredDir)
      : mkdtemp(path.join(os.tmpdir(), 'visabridge-uploads-'));
    return root;
  };
  const fileOf = async (key: string) => path.join(await rootDir(), ...key.split('/'));
  const syncFolder = (folder: string) => syncFolderWith(folder, fileSystem);

  /** The file's folder, made if needed: the first file of a prefix creates it, and the root must keep that entry. */
  const folderOf = async (file: string) => {
    const folder = path.dirname(file);
    if (await mkdir(folder, { recursive: true })) await syncFolder(path.dirname(folder));
    return folder;
  };

  /** Written under a temporary name, flushed, then renamed into place: whole or not at all. */
  const writeWhole = async (key: string, bytes: Buffer | AsyncIterable<Buffer>) => {
    const file = await fileOf(key);
    const folder = await folderOf(file);
    const temporary = `${file}.${randomUUID()}.part`;
    try {
      await writeNewFileDurably(temporary, bytes, fileSystem);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
  };

  return {
    description: configuredDir ? `folder ${configuredDir}` : 'a temporary folder',

    async sizeOf(key) {
      const found = await stat(await fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return found?.size ?? null;
    },

    async read(key) {
      return fs.readFile(await fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },

    async readStream(key) {
      const handle = await fileSystem.open(await fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle?.createReadStream() ?? null;
    },

    write: (key, bytes) => writeWhole(key, bytes),

    writeStream: (key, source) => writeWhole(key, source),

    async move(from, to) {
      const target = await fileOf(to);
      const folder = await folderOf(target);
      await rename(await fileOf(from), target);
      await syncFolder(folder);
    },

    async remove(key) {
      await rm(await fileOf(key), { force: true });
    },

    async *keys() {
      const base = await rootDir();
      for (const entry of await fs.readdir(base, { recursive: true, withFileTypes: true }))
        if (entry.isFile() && !entry.name.endsWith('.part'))
          yield path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    },

    async check() {
      await fs.access(await rootDir(), fs.constants.R_OK | fs.constants.W_OK);
    },

    async close() {
      if (!configuredDir && root) await rm(await root, { recursive: true, force: true });
    },
  };
};

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { syncFolder as syncFolderWith, writeNewFileDurably } from '../../lib/durable-files';

/** The file system calls the store makes; a test passes wrapped ones to see their order. */
export type StoreFileSystem = Pick<typeof fs, 'mkdir' | 'mkdtemp' | 'open' | 'rename' | 'rm' | 'stat'>;

/**
 * Uploaded bytes on disk, named by their SHA-256 (`ab/abcdef…`): the same file uploaded twice is
 * stored once, and a name can never be chosen by a user. Writes go to a temporary name that is
 * flushed (fsync) before it is renamed into place, and the folder is flushed after, so neither a
 * crash nor a power loss leaves half a file under a real name or loses a file once acknowledged.
 */
export const createDocumentStore = (configuredDir: string | null, fileSystem: StoreFileSystem = fs) => {
  const { mkdir, mkdtemp, rename, rm, stat } = fileSystem;
  let root: Promise<string> | undefined;
  const rootDir = () => {
    root ??= configuredDir
      ? mkdir(configuredDir, { recursive: true }).then(() => configuredDir)
      : mkdtemp(path.join(os.tmpdir(), 'visabridge-uploads-'));
    return root;
  };
  const fileOf = async (sha256: string) => path.join(await rootDir(), sha256.slice(0, 2), sha256);
  const syncFolder = (folder: string) => syncFolderWith(folder, fileSystem);

  return {
    hashOf: (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex'),

    async save(sha256: string, bytes: Buffer) {
      const file = await fileOf(sha256);
      const existing = await stat(file).catch(() => null);
      if (existing?.size === bytes.length) return;
      const folder = path.dirname(file);
      // The first file of a prefix creates its folder: the root must keep that new entry.
      if (await mkdir(folder, { recursive: true })) await syncFolder(path.dirname(folder));
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await writeNewFileDurably(temporary, bytes, fileSystem);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncFolder(folder);
    },

    async open(sha256: string) {
      const file = await fileOf(sha256);
      await stat(file);
      return createReadStream(file);
    },

    async remove(sha256: string) {
      await rm(await fileOf(sha256), { force: true });
    },

    /** Removes the folder when it was a temporary one (in-memory data). */
    async close() {
      if (!configuredDir && root) await rm(await root, { recursive: true, force: true });
    },
  };
};

export type DocumentStore = ReturnType<typeof createDocumentStore>;

import { createHash, randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  decryptFile,
  encryptFile,
  FILE_HEADER_BYTES,
  keyIdOfFile,
  resealFile,
  SEALED_FILE_OVERHEAD,
  sealingKeyId,
} from '../../lib/data-encryption';
import { syncFolder as syncFolderWith, writeNewFileDurably } from '../../lib/durable-files';

/** The file system calls the store makes; a test passes wrapped ones to see their order. */
export type StoreFileSystem = Pick<typeof fs, 'mkdir' | 'mkdtemp' | 'open' | 'rename' | 'rm' | 'stat'>;

/**
 * Uploaded bytes on disk, named by the SHA-256 of their content (`ab/abcdef…`): the same file uploaded
 * twice is stored once, and a name can never be chosen by a user. The content is sealed with a data key
 * of its own (data-encryption.ts), so the folder holds no scan in clear. Writes go to a temporary name that is
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

  /** Writes to a temporary name, flushed, then renamed over the file: never half a file under its name. */
  const replaceDurably = async (file: string, bytes: Buffer) => {
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
  };

  return {
    hashOf: (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex'),

    async save(sha256: string, bytes: Buffer) {
      const file = await fileOf(sha256);
      const existing = await stat(file).catch(() => null);
      // A complete file is kept, sealed (header, content, tag) or from before sealing (content alone).
      if (existing?.size === bytes.length + SEALED_FILE_OVERHEAD || existing?.size === bytes.length) return;
      await replaceDurably(file, encryptFile(bytes));
    },

    /** The content, opened and authenticated whole (files are at most 10 MB) before a byte is sent. */
    async open(sha256: string) {
      return Readable.from([decryptFile(await fs.readFile(await fileOf(sha256)))]);
    },

    /** Seals every file not sealed under the current key: a rotation re-wraps data keys only. */
    async resealAll() {
      const current = sealingKeyId();
      let resealed = 0;
      const root = await rootDir();
      for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (keyIdOfFile(await readHeader(file)) === current) continue;
        const sealed = resealFile(await fs.readFile(file));
        if (!sealed) continue;
        await replaceDurably(file, sealed);
        resealed += 1;
      }
      return resealed;
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

const readHeader = async (file: string) => {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(FILE_HEADER_BYTES), 0, FILE_HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

export type DocumentStore = ReturnType<typeof createDocumentStore>;

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Uploaded bytes on disk, named by their SHA-256 (`ab/abcdef…`): the same file uploaded twice is
 * stored once, and a name can never be chosen by a user. Writes go to a temporary name first and
 * are renamed into place, so a crash never leaves half a file under a real name.
 */
export const createDocumentStore = (configuredDir: string | null) => {
  let root: Promise<string> | undefined;
  const rootDir = () => {
    root ??= configuredDir
      ? mkdir(configuredDir, { recursive: true }).then(() => configuredDir)
      : mkdtemp(path.join(os.tmpdir(), 'visabridge-uploads-'));
    return root;
  };
  const fileOf = async (sha256: string) => path.join(await rootDir(), sha256.slice(0, 2), sha256);

  return {
    hashOf: (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex'),

    async save(sha256: string, bytes: Buffer) {
      const file = await fileOf(sha256);
      const existing = await stat(file).catch(() => null);
      if (existing?.size === bytes.length) return;
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
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

import * as fs from 'node:fs/promises';

/** The calls these helpers make; the document store's test passes wrapped ones to see their order. */
export type DurableFileSystem = Pick<typeof fs, 'open'>;

/** Errors from platforms that cannot open or flush a folder (Windows): the rename is all they offer. */
const folderSyncUnsupported = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'ENOTSUP']);
const isUnsupported = (error: unknown) =>
  folderSyncUnsupported.has((error as NodeJS.ErrnoException).code ?? '');

/** A new, renamed or removed entry survives a power loss only once its folder is flushed too. */
export const syncFolder = async (folder: string, { open }: DurableFileSystem = fs) => {
  const handle = await open(folder, 'r').catch((error: unknown) => {
    if (isUnsupported(error)) return null;
    throw error;
  });
  if (!handle) return;
  try {
    await handle.sync();
  } catch (error) {
    if (!isUnsupported(error)) throw error;
  } finally {
    await handle.close();
  }
};

/** Writes a new file (refusing an existing name) and flushes it to disk before returning. */
export const writeNewFileDurably = async (
  file: string,
  bytes: Buffer | AsyncIterable<Buffer>,
  { open }: DurableFileSystem = fs,
) => {
  const handle = await open(file, 'wx', 0o600);
  try {
    if (Buffer.isBuffer(bytes)) await handle.writeFile(bytes);
    else for await (const chunk of bytes) await handle.write(chunk);
    await handle.sync();
  } finally {
    await handle.close();
  }
};

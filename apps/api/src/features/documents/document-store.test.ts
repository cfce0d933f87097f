import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataKeyOf, decryptFile, keyIdOfFile, useDataKeys } from '../../lib/data-encryption';
import { createDocumentStore, type StoreFileSystem } from './document-store';

/** The real file system, logging each write, flush and rename with the path it touched. */
const recordingFileSystem = (root: string) => {
  const calls: string[] = [];
  const name = (target: unknown) =>
    path.relative(root, String(target)).replace(/\.[\w-]+\.part$/, '.part') || '.';
  const recorded = (handle: FileHandle, target: unknown): FileHandle =>
    new Proxy(handle, {
      get(original, property) {
        const value = Reflect.get(original, property) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (property === 'writeFile' || property === 'write') calls.push(`write ${name(target)}`);
          if (property === 'sync' || property === 'datasync') calls.push(`fsync ${name(target)}`);
          return (value as (...inner: unknown[]) => unknown).apply(original, args);
        };
      },
    });
  const fileSystem: StoreFileSystem = {
    ...fs,
    open: (async (target: Parameters<typeof fs.open>[0], ...rest: unknown[]) =>
      recorded(
        await (fs.open as (...args: unknown[]) => Promise<FileHandle>)(target, ...rest),
        target,
      )) as typeof fs.open,
    rename: async (from, to) => {
      calls.push(`rename ${name(from)} -> ${name(to)}`);
      await fs.rename(from, to);
    },
  };
  return { calls, fileSystem };
};

describe('document store on disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'visabridge-store-test-'));
    useDataKeys([dataKeyOf(randomBytes(32))]);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('flushes a new file before renaming it into place and its folders after', async () => {
    const { calls, fileSystem } = recordingFileSystem(root);
    const store = createDocumentStore(root, fileSystem);
    const bytes = Buffer.from('%PDF-1.7 first upload');
    const sha = store.hashOf(bytes);

    await store.save(sha, bytes);

    const stored = `${sha.slice(0, 2)}/${sha}`;
    expect(calls).toEqual([
      // The prefix folder is new: the root's entry for it is flushed first.
      'fsync .',
      `write ${stored}.part`,
      `fsync ${stored}.part`,
      `rename ${stored}.part -> ${stored}`,
      `fsync ${sha.slice(0, 2)}`,
    ]);
    const onDisk = readFileSync(path.join(root, stored));
    expect(onDisk.includes(bytes)).toBe(false);
    expect(decryptFile(onDisk)).toEqual(bytes);
    expect(await buffer(await store.open(sha))).toEqual(bytes);
  });

  it('keeps a file stored in clear readable, and reseals it and rotated ones under the current key', async () => {
    const first = dataKeyOf(randomBytes(32));
    useDataKeys([first]);
    const store = createDocumentStore(root);
    const old = Buffer.from('%PDF-1.7 stored before encryption');
    const oldSha = store.hashOf(old);
    await fs.mkdir(path.join(root, oldSha.slice(0, 2)));
    await fs.writeFile(path.join(root, oldSha.slice(0, 2), oldSha), old);
    const sealed = Buffer.from('%PDF-1.7 sealed under the first key');
    const sealedSha = store.hashOf(sealed);
    await store.save(sealedSha, sealed);
    expect(await buffer(await store.open(oldSha))).toEqual(old);

    expect(await store.resealAll()).toBe(1);
    const second = dataKeyOf(randomBytes(32));
    useDataKeys([second, first]);
    expect(await store.resealAll()).toBe(2);
    expect(await store.resealAll()).toBe(0);
    useDataKeys([second]);
    for (const [sha, bytes] of [
      [oldSha, old],
      [sealedSha, sealed],
    ] as const) {
      const onDisk = readFileSync(path.join(root, sha.slice(0, 2), sha));
      expect(keyIdOfFile(onDisk)).toBe(second.id);
      expect(await buffer(await store.open(sha))).toEqual(bytes);
    }
  });

  it('flushes only the file and its folder when the prefix folder exists, and nothing for a stored file', async () => {
    const { calls, fileSystem } = recordingFileSystem(root);
    const store = createDocumentStore(root, fileSystem);
    const first = Buffer.from('%PDF-1.7 a');
    const firstSha = store.hashOf(first);
    await store.save(firstSha, first);
    // Another file under the same two-character prefix, made by changing the hash's tail.
    const sibling = `${firstSha.slice(0, 2)}${'0'.repeat(62)}`;
    calls.length = 0;

    await store.save(sibling, Buffer.from('other bytes'));
    await store.save(firstSha, first);

    const stored = `${firstSha.slice(0, 2)}/${sibling}`;
    expect(calls).toEqual([
      `write ${stored}.part`,
      `fsync ${stored}.part`,
      `rename ${stored}.part -> ${stored}`,
      `fsync ${firstSha.slice(0, 2)}`,
    ]);
    const leftovers = (await fs.readdir(path.join(root, firstSha.slice(0, 2)))).filter((file) =>
      file.endsWith('.part'),
    );
    expect(leftovers).toEqual([]);
  });
});

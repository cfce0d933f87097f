import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { Config } from '../../config';
import {
  encryptFile,
  keyIdOfFile,
  openingStream,
  sealingStream,
  resealFile,
  SEALED_FILE_OVERHEAD,
  sealedSizeOf,
  sealingKeyId,
} from '../../lib/data-encryption';
import { AppError } from '../../lib/errors';
import { keyOf, sha256OfKey, type BlobStore } from './storage/blob-store';
import { bucketBlobs, bucketProblemOf } from './storage/bucket-blobs';
import { folderBlobs, type StoreFileSystem } from './storage/folder-blobs';

export type { StoreFileSystem };

/** The database names a document whose file the store does not have: never a path, never a 500. */
export const documentFileMissing = () =>
  new AppError(
    'DOCUMENT_FILE_MISSING',
    404,
    'The file of this document is missing from storage. Upload it again, or ask support to restore it.',
  );

/** The store cannot be reached now: a 503 the client may retry, with the cause in the log only. */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(
    new AppError(
      'STORAGE_UNAVAILABLE',
      503,
      'Document storage is not reachable right now. Try again shortly.',
    ),
    { cause },
  );

/** Runs a call on the blob store, turning anything but our own refusals into a 503. */
const reaching = async <T>(call: () => Promise<T>) => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw storageUnavailable(error);
  }
};

/**
 * Uploaded bytes, named by the SHA-256 of their content (`ab/abcdef…`): the same file uploaded twice is stored
 * once, and a name can never be chosen by a user. The content is sealed with a data key of its own
 * (data-encryption.ts), so neither a folder nor a bucket holds a scan in clear. Files are at most 10 MB; they
 * are sealed in 64 KiB segments, so a download streams from the store, each segment authenticated first.
 */
/** Uploads being taken in, before they are filed under their hash (`sha256OfKey` skips them). */
const INCOMING = 'incoming/';
/** The first bytes of an upload, which tell its file type. */
const HEAD_BYTES = 16;

/**
 * Whether a stored file of this size is the whole of content of that length: sealed in segments, sealed whole
 * (an earlier format), or from before sealing. The same content is then kept rather than written again.
 */
const isWhole = (storedSize: number | null, contentBytes: number) =>
  storedSize !== null &&
  [sealedSizeOf(contentBytes), contentBytes + SEALED_FILE_OVERHEAD, contentBytes].includes(storedSize);

/** An upload taken in: where it waits, what it hashes to, how long it is, how it starts. */
export type Received = { incoming: string; sha256: string; size: number; head: Buffer; isFiled?: boolean };

export const documentStoreOn = (blobs: BlobStore) => ({
  description: blobs.description,

  hashOf: (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex'),

  async save(sha256: string, bytes: Buffer) {
    await reaching(async () => {
      if (isWhole(await blobs.sizeOf(keyOf(sha256)), bytes.length)) return;
      await blobs.write(keyOf(sha256), encryptFile(bytes));
    });
  },

  /**
   * The content as it is read from the store, each segment sent on once authenticated: 404 when the store lacks
   * it, 503 when it is out of reach; a file damaged or cut off on the way fails the stream.
   */
  async open(sha256: string) {
    const stored = await reaching(() => blobs.readStream(keyOf(sha256)));
    if (!stored) throw documentFileMissing();
    const opened = openingStream();
    stored.on('error', (error) => opened.destroy(error));
    return stored.pipe(opened);
  },

  /**
   * Takes an upload in as it arrives: sealed on the way into `incoming/<id>`, its SHA-256, size and first bytes
   * counted as it passes. It becomes a document's file with `adopt`, or is dropped with `discard`.
   */
  async receive(source: Readable): Promise<Received> {
    const incoming = `${INCOMING}${randomUUID()}`;
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const counted = source.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          if (head.length < HEAD_BYTES)
            head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          done(null, chunk);
        },
      }),
    );
    source.on('error', (error) => counted.destroy(error));
    try {
      await reaching(() => blobs.writeStream(incoming, counted.pipe(sealingStream())));
    } catch (error) {
      await blobs.remove(incoming).catch(() => undefined);
      throw source.errored ?? error;
    }
    return { incoming, sha256: hash.digest('hex'), size, head };
  },

  /** Files a received upload under its content's hash; the same content already there is kept instead. */
  async adopt(received: Received) {
    await reaching(async () => {
      if (isWhole(await blobs.sizeOf(keyOf(received.sha256)), received.size))
        await blobs.remove(received.incoming);
      else await blobs.move(received.incoming, keyOf(received.sha256));
    });
    received.isFiled = true;
  },

  /** Drops a received upload that was not filed (refused, or a repeat's). */
  async discard(received: Received) {
    if (received.isFiled) return;
    await blobs.remove(received.incoming).catch(() => undefined);
  },

  /** Whether the store holds the file, and its stored size. */
  async sizeOf(sha256: string) {
    return reaching(() => blobs.sizeOf(keyOf(sha256)));
  },

  /** The SHA-256 of every file the store holds. */
  async *hashes() {
    for await (const key of blobs.keys()) {
      const sha256 = sha256OfKey(key);
      if (sha256) yield sha256;
    }
  },

  /** Seals every file not sealed under the current key: a rotation re-wraps data keys only. */
  async resealAll() {
    const current = sealingKeyId();
    let resealed = 0;
    for await (const key of blobs.keys()) {
      const stored = await blobs.read(key);
      if (!stored || keyIdOfFile(stored) === current) continue;
      const sealed = resealFile(stored);
      if (!sealed) continue;
      await blobs.write(key, sealed);
      resealed += 1;
    }
    return resealed;
  },

  async remove(sha256: string) {
    await reaching(() => blobs.remove(keyOf(sha256)));
  },

  /** Throws when the store cannot be reached: what readiness and the start check ask. */
  check: () => blobs.check(),

  /** Removes the folder when it was a temporary one (in-memory data); lets go of a bucket's connections. */
  close: () => blobs.close(),
});

export type DocumentStore = ReturnType<typeof documentStoreOn>;

/** Documents in a folder: the embedded default, and what the store's own tests look inside. */
export const createDocumentStore = (configuredDir: string | null, fileSystem?: StoreFileSystem) =>
  documentStoreOn(folderBlobs(configuredDir, fileSystem));

/**
 * The store the configuration names: its bucket when `S3_BUCKET` is set, checked before the server serves (a
 * bucket out of reach, or refusing the credentials, stops the start with the setting to fix); else its folder.
 */
export const openDocumentStore = async (config: Pick<Config, 'objectStore' | 'uploadsDir'>) => {
  const settings = config.objectStore;
  if (!settings) return createDocumentStore(config.uploadsDir);
  const store = documentStoreOn(bucketBlobs(settings));
  try {
    await store.check();
  } catch (error) {
    await store.close();
    throw new Error(`Invalid configuration:\n  ${bucketProblemOf(settings, error)}`);
  }
  return store;
};

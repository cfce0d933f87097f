import type { Readable } from 'node:stream';

/**
 * Where sealed document files live, by key (`ab/abcdef…`, the content's SHA-256 under its first two
 * characters): a folder on this machine or an S3-compatible bucket. The document store seals and opens the
 * bytes; a blob store only keeps them.
 */
export type BlobStore = {
  /** What the store is, for logs and the readiness answer: `folder /srv/documents`, `bucket docs at …`. */
  description: string;
  /** The stored size in bytes, or null when there is no such file. */
  sizeOf(key: string): Promise<number | null>;
  /** The stored bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** The stored bytes as they arrive, or null when there is no such file. */
  readStream(key: string): Promise<Readable | null>;
  /** Stores the bytes under the key, whole or not at all. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** Stores the bytes as they arrive, whole or not at all (a failed source leaves nothing under the key). */
  writeStream(key: string, source: Readable): Promise<void>;
  /** Puts a stored file under another key, replacing what is there. */
  move(from: string, to: string): Promise<void>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key. */
  keys(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (or refuses the credentials). */
  check(): Promise<void>;
  close(): Promise<void>;
};

/** The key of a file by its content's SHA-256: `ab/abcdef…`. */
export const keyOf = (sha256: string) => `${sha256.slice(0, 2)}/${sha256}`;

/** The SHA-256 a key names, or null for anything else in the store (a temporary file). */
export const sha256OfKey = (key: string) => {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return /^[0-9a-f]{64}$/.test(name) ? name : null;
};

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * AES-256-GCM for what must not be readable at rest (passport numbers, document scans). Every value
 * names the master key it was sealed with, so a rotation can run while values under the old key
 * are still being read.
 */
export type DataKey = { id: string; key: Buffer };
/** The first key seals; the others, older ones, only open what they sealed. */
export type DataKeys = DataKey[];

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VALUE_PREFIX = 'enc:v1:';
/** Files sealed whole (the first format), and in segments that open one by one as they are read. */
const FILE_MAGIC_WHOLE = Buffer.from('VBENC1');
const FILE_MAGIC = Buffer.from('VBENC2');
/** Content bytes per sealed segment: a download sends each as soon as it is authenticated. */
const SEGMENT_BYTES = 64 * 1024;
const SEGMENT_OVERHEAD = IV_BYTES + TAG_BYTES;

/** A key's id: a short hash of the key, so it needs no storage of its own and cannot be mislabelled. */
export const dataKeyOf = (key: Buffer): DataKey => {
  if (key.length !== 32) throw new Error('a data encryption key is 32 bytes');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
};

let keys: DataKeys | null = null;

/** The keys values are sealed and opened with, set once at start from the configuration. */
export const useDataKeys = (next: DataKeys) => {
  if (next.length === 0) throw new Error('at least one data encryption key is needed');
  keys = next;
};

const currentKeys = () => {
  if (!keys) throw new Error('no data encryption key is set: useDataKeys runs at start');
  return keys;
};
const sealingKey = () => currentKeys()[0] as DataKey;
/** The id of the key that seals now; values and files under another are resealed at start. */
export const sealingKeyId = () => sealingKey().id;
const keyById = (id: string) => {
  const found = currentKeys().find((candidate) => candidate.id === id);
  if (!found) {
    throw new Error(
      `data here is sealed with the data encryption key ${id}, which this server does not have: every instance ` +
        'sharing a database needs the same DATA_ENCRYPTION_KEY (older ones in DATA_ENCRYPTION_PREVIOUS_KEYS)',
    );
  }
  return found.key;
};

const seal = (key: Buffer, plain: Buffer, context: string) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

const open = (key: Buffer, sealed: Buffer, context: string) => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
};

/** Whether a stored value is sealed, and under which key; null for a value stored in clear. */
export const keyIdOfValue = (stored: string) =>
  stored.startsWith(VALUE_PREFIX) ? (stored.slice(VALUE_PREFIX.length).split(':', 1)[0] ?? null) : null;

export const encryptValue = (plain: string) => {
  const { id, key } = sealingKey();
  return `${VALUE_PREFIX}${id}:${seal(key, Buffer.from(plain, 'utf8'), 'value').toString('base64url')}`;
};

/** The clear text of a sealed value; a value stored before encryption is returned as it is. */
export const decryptValue = (stored: string) => {
  const id = keyIdOfValue(stored);
  if (id === null) return stored;
  const body = stored.slice(VALUE_PREFIX.length + id.length + 1);
  return open(keyById(id), Buffer.from(body, 'base64url'), 'value').toString('utf8');
};

/*
 * A sealed file: magic, the master key's id (12 bytes), the file's own data key sealed with that master
 * key (60 bytes), then the content sealed with the data key: whole (VBENC1), or in 64 KiB segments, each
 * sealed with its index and whether it is the last, so none can be dropped, moved or cut off unnoticed
 * (VBENC2). A rotation re-wraps the 60 bytes only.
 */
const ID_BYTES = 12;
const WRAPPED_BYTES = IV_BYTES + TAG_BYTES + 32;
const HEADER_BYTES = FILE_MAGIC.length + ID_BYTES + WRAPPED_BYTES;

/** The bytes a file sealed whole (VBENC1) takes more than its content. */
export const SEALED_FILE_OVERHEAD = HEADER_BYTES + IV_BYTES + TAG_BYTES;

/** The stored size of content of this length, sealed in segments. */
export const sealedSizeOf = (contentBytes: number) =>
  HEADER_BYTES + Math.max(1, Math.ceil(contentBytes / SEGMENT_BYTES)) * SEGMENT_OVERHEAD + contentBytes;

const magicOf = (stored: Buffer) => {
  const magic = stored.subarray(0, FILE_MAGIC.length);
  return magic.equals(FILE_MAGIC) ? FILE_MAGIC : magic.equals(FILE_MAGIC_WHOLE) ? FILE_MAGIC_WHOLE : null;
};

export const keyIdOfFile = (header: Buffer) =>
  header.length >= HEADER_BYTES && magicOf(header)
    ? header.subarray(FILE_MAGIC.length, FILE_MAGIC.length + ID_BYTES).toString('latin1')
    : null;

const fileHeader = (dataKey: Buffer, magic: Buffer) => {
  const { id, key } = sealingKey();
  return Buffer.concat([magic, Buffer.from(id, 'latin1'), seal(key, dataKey, 'data-key')]);
};

const dataKeyOfFile = (sealed: Buffer, id: string) =>
  open(keyById(id), sealed.subarray(FILE_MAGIC.length + ID_BYTES, HEADER_BYTES), 'data-key');

const segmentContext = (index: number, isLast: boolean) => `file:${index}:${isLast ? 'last' : 'more'}`;

/** A file's content sealed in segments with a data key of its own, itself sealed with the master key. */
export const encryptFile = (plain: Buffer) => {
  const dataKey = randomBytes(32);
  const count = Math.max(1, Math.ceil(plain.length / SEGMENT_BYTES));
  const segments = Array.from({ length: count }, (_, index) =>
    seal(
      dataKey,
      plain.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES),
      segmentContext(index, index === count - 1),
    ),
  );
  return Buffer.concat([fileHeader(dataKey, FILE_MAGIC), ...segments]);
};

/**
 * Seals content as it arrives, in the same segments as `encryptFile`: the header first, then each segment once
 * the next byte shows it is not the last (the last is sealed at the end, flagged as such).
 */
export const sealingStream = () => {
  const dataKey = randomBytes(32);
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const sealSegment = (segment: Buffer, isLast: boolean) => {
    const sealed = seal(dataKey, segment, segmentContext(index, isLast));
    index += 1;
    return sealed;
  };
  return new Transform({
    construct(done) {
      this.push(fileHeader(dataKey, FILE_MAGIC));
      done();
    },
    transform(chunk: Buffer, _encoding, done) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length > SEGMENT_BYTES) {
        this.push(sealSegment(pending.subarray(0, SEGMENT_BYTES), false));
        pending = pending.subarray(SEGMENT_BYTES);
      }
      done();
    },
    flush(done) {
      this.push(sealSegment(pending, true));
      done();
    },
  });
};

/**
 * Opens a stored file as it is read: segment by segment, each sent on only once authenticated; a file
 * sealed whole is opened whole at the end, and one stored before encryption passes as it is. A damaged,
 * reordered or cut-off file fails the stream.
 */
export const openingStream = () => {
  let pending: Buffer = Buffer.alloc(0);
  let mode: 'header' | 'segments' | 'whole' | 'clear' = 'header';
  let dataKey: Buffer | null = null;
  let index = 0;
  const openSegment = (segment: Buffer, isLast: boolean) => {
    if (!dataKey || segment.length < SEGMENT_OVERHEAD) throw new Error('a sealed file is cut off');
    const plain = open(dataKey, segment, segmentContext(index, isLast));
    index += 1;
    return plain;
  };
  const readHeader = () => {
    if (pending.length < FILE_MAGIC.length) return 'header';
    const magic = magicOf(pending);
    if (!magic) return 'clear';
    if (pending.length < HEADER_BYTES) return 'header';
    if (magic === FILE_MAGIC_WHOLE) return 'whole';
    dataKey = dataKeyOfFile(pending, keyIdOfFile(pending) ?? '');
    pending = pending.subarray(HEADER_BYTES);
    return 'segments';
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        if (mode === 'header') mode = readHeader();
        if (mode === 'clear') {
          this.push(pending);
          pending = Buffer.alloc(0);
        }
        // A segment is known not to be the last only once more bytes follow it.
        while (mode === 'segments' && pending.length > SEGMENT_BYTES + SEGMENT_OVERHEAD) {
          this.push(openSegment(pending.subarray(0, SEGMENT_BYTES + SEGMENT_OVERHEAD), false));
          pending = pending.subarray(SEGMENT_BYTES + SEGMENT_OVERHEAD);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (mode === 'segments') this.push(openSegment(pending, true));
        else if (mode === 'whole' || (mode === 'header' && pending.length > 0))
          this.push(decryptFile(pending));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
};

/** A file's content; a file stored before encryption is returned as it is. */
export const decryptFile = (stored: Buffer): Buffer => {
  const id = keyIdOfFile(stored);
  if (id === null) {
    if (magicOf(stored)) throw new Error('a sealed file is cut off');
    return stored;
  }
  const dataKey = dataKeyOfFile(stored, id);
  if (magicOf(stored) === FILE_MAGIC_WHOLE) return open(dataKey, stored.subarray(HEADER_BYTES), 'file');
  const body = stored.subarray(HEADER_BYTES);
  const parts: Buffer[] = [];
  for (let offset = 0, index = 0; offset < body.length || index === 0; index += 1) {
    const end = Math.min(offset + SEGMENT_BYTES + SEGMENT_OVERHEAD, body.length);
    const segment = body.subarray(offset, end);
    if (segment.length < SEGMENT_OVERHEAD) throw new Error('a sealed file is cut off');
    parts.push(open(dataKey, segment, segmentContext(index, end === body.length)));
    offset = end;
  }
  return Buffer.concat(parts);
};

/**
 * The file sealed under the current master key: a sealed file keeps its content and data key (only
 * the header changes), a clear one is sealed whole; null when it already is.
 */
export const resealFile = (stored: Buffer) => {
  const id = keyIdOfFile(stored);
  if (id === sealingKey().id) return null;
  if (id === null) return encryptFile(stored);
  const magic = magicOf(stored) ?? FILE_MAGIC;
  return Buffer.concat([fileHeader(dataKeyOfFile(stored, id), magic), stored.subarray(HEADER_BYTES)]);
};

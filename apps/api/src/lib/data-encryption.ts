import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

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
const FILE_MAGIC = Buffer.from('VBENC1');

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
 * key (60 bytes), then the content sealed with the data key. A rotation re-wraps the 60 bytes only.
 */
const ID_BYTES = 12;
const WRAPPED_BYTES = IV_BYTES + TAG_BYTES + 32;
const HEADER_BYTES = FILE_MAGIC.length + ID_BYTES + WRAPPED_BYTES;

/** The bytes a sealed file takes more than its content. */
export const SEALED_FILE_OVERHEAD = HEADER_BYTES + IV_BYTES + TAG_BYTES;

export const keyIdOfFile = (header: Buffer) =>
  header.length >= HEADER_BYTES && header.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)
    ? header.subarray(FILE_MAGIC.length, FILE_MAGIC.length + ID_BYTES).toString('latin1')
    : null;

const fileHeader = (dataKey: Buffer) => {
  const { id, key } = sealingKey();
  return Buffer.concat([FILE_MAGIC, Buffer.from(id, 'latin1'), seal(key, dataKey, 'data-key')]);
};

const dataKeyOfFile = (sealed: Buffer, id: string) =>
  open(keyById(id), sealed.subarray(FILE_MAGIC.length + ID_BYTES, HEADER_BYTES), 'data-key');

/** A file's content sealed with a data key of its own, itself sealed with the master key. */
export const encryptFile = (plain: Buffer) => {
  const dataKey = randomBytes(32);
  return Buffer.concat([fileHeader(dataKey), seal(dataKey, plain, 'file')]);
};

/** A file's content; a file stored before encryption is returned as it is. */
export const decryptFile = (stored: Buffer) => {
  const id = keyIdOfFile(stored);
  if (id === null) return stored;
  return open(dataKeyOfFile(stored, id), stored.subarray(HEADER_BYTES), 'file');
};

/**
 * The file sealed under the current master key: a sealed file keeps its content and data key (only
 * the header changes), a clear one is sealed whole; null when it already is.
 */
export const resealFile = (stored: Buffer) => {
  const id = keyIdOfFile(stored);
  if (id === sealingKey().id) return null;
  if (id === null) return encryptFile(stored);
  return Buffer.concat([fileHeader(dataKeyOfFile(stored, id)), stored.subarray(HEADER_BYTES)]);
};

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataKeyOf, type DataKeys } from './data-encryption';

/** DATA_DIR/data-encryption-keys: one base64 key per line, the first seals, the others only open. */
export const DATA_KEY_FILE = 'data-encryption-keys';

export const keyFileOf = (dataDir: string) => path.join(dataDir, DATA_KEY_FILE);

/** A key as configured: 32 bytes in base64 (44 characters) or hex (64); null when it is not one. */
export const parseDataKey = (text: string) => {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 && /^[A-Za-z0-9+/=_-]+$/.test(value) ? key : null;
};

export const readKeyFile = (file: string): DataKeys =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const key = parseDataKey(line);
      if (!key) throw new Error(`Invalid configuration:\n  ${file} holds a line that is not a 32-byte key`);
      return dataKeyOf(key);
    });

/** Replaces the key file in one rename, so a crash leaves the old file or the new one, never half. */
export const writeKeyFile = (file: string, keys: DataKeys) => {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.part`;
  writeFileSync(temporary, keys.map(({ key }) => `${key.toString('base64')}\n`).join(''), { mode: 0o600 });
  renameSync(temporary, file);
};

/**
 * The data keys when DATA_ENCRYPTION_KEY is not set: kept in the data dir and made on first start, as
 * the signing secret is. In-memory data gets a key derived from the signing secret, which lives as long.
 */
export const persistedDataKeys = (dataDir: string, jwtSecret: string): DataKeys => {
  if (dataDir === 'memory://')
    return [dataKeyOf(createHash('sha256').update(`data-encryption:${jwtSecret}`).digest())];
  const file = keyFileOf(dataDir);
  if (existsSync(file)) return readKeyFile(file);
  mkdirSync(dataDir, { recursive: true });
  const keys = [dataKeyOf(randomBytes(32))];
  writeKeyFile(file, keys);
  return keys;
};

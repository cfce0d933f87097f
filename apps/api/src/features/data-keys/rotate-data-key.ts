import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dataKeyOf, useDataKeys, type DataKeys } from '../../lib/data-encryption';
import { keyFileOf, readKeyFile, writeKeyFile } from '../../lib/data-key-file';
import type { DocumentStore } from '../documents/document-store';
import { sealStoredData } from './seal-stored-data';

/**
 * Seals everything under a new master key. With the key in DATA_DIR a new key is made and written
 * first (the old ones kept until all is resealed, so a crash midway loses nothing: the next start
 * reseals the rest), then the old ones are dropped. With DATA_ENCRYPTION_KEY set the operator has
 * already put the new key there and the old one in DATA_ENCRYPTION_PREVIOUS_KEYS: this reseals.
 */
export const rotateDataKey = async ({
  config,
  db,
  store,
  keysInEnvironment,
}: {
  config: Config;
  db: Db;
  store: DocumentStore;
  keysInEnvironment: boolean;
}) => {
  let keys: DataKeys = config.dataKeys;
  const file = keyFileOf(config.dataDir);
  if (!keysInEnvironment) {
    keys = [dataKeyOf(randomBytes(32)), ...readKeyFile(file)];
    writeKeyFile(file, keys);
  }
  useDataKeys(keys);
  const sealed = await sealStoredData({ db, store });
  const [current] = keys;
  if (!keysInEnvironment && current) {
    writeKeyFile(file, [current]);
    useDataKeys([current]);
  }
  return { keyId: current?.id ?? '', retired: keys.length - 1, sealed };
};

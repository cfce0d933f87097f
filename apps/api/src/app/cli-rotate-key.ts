// npm run rotate-key: seals passport numbers and documents under a new master key (stop the server first
// with the embedded database; see docs/operations.md).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/embedded-folder';
import { useDataKeys } from '../lib/data-encryption';
import { openDocumentStore } from '../features/documents/document-store';
import { rotateDataKey } from '../features/data-keys/rotate-data-key';

const run = async () => {
  const config = loadConfig();
  if (config.dataDir === 'memory://') throw new Error('DATA_DIR=memory:// keeps no key to rotate');
  useDataKeys(config.dataKeys);
  const database = await openConfiguredDatabase(config, () =>
    Promise.reject(new Error(`There is no database in ${config.dataDir} yet: start the server once first`)),
  );
  try {
    const store = await openDocumentStore(config);
    const keysInEnvironment = Boolean(process.env.DATA_ENCRYPTION_KEY);
    const result = await rotateDataKey({ config, db: database.db, store, keysInEnvironment });
    const { employees, applications, analyses, files } = result.sealed;
    console.log(
      `Sealed under key ${result.keyId}: ${files} documents, ${employees} employee and ${applications} application passport numbers, ${analyses} scan readings.`,
    );
    console.log(
      keysInEnvironment
        ? 'Everything is sealed under DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_PREVIOUS_KEYS can now be removed.'
        : `The previous key (${result.retired}) is removed from ${config.dataDir}/data-encryption-keys. Take a new backup: older ones need the key they hold.`,
    );
  } finally {
    await database.close();
  }
};

process.exitCode = await run().then(
  () => 0,
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  },
);

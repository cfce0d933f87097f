// npm run backup [-- --output <file>] [--allow-missing]   |   npm run restore -- <file> [--force]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { targetOf } from '../features/backup/archive-layout';
import { createBackup } from '../features/backup/create-backup';
import { restoreBackup } from '../features/backup/restore-backup';

const USAGE = [
  'Usage: npm run backup [-- --output <file.tar.gz>] [--allow-missing]',
  '       npm run restore -- <file.tar.gz> [--force]',
].join('\n');

// A restore into an empty DATA_DIR must not find a secret or data keys that loading the settings just
// generated: this command signs and seals nothing, so it lends the loader stand-ins for what is unset.
const configuredTarget = () => {
  const secretInEnvironment = Boolean(process.env.JWT_SECRET);
  const keysInEnvironment = Boolean(process.env.DATA_ENCRYPTION_KEY);
  const standIn = {
    ...(secretInEnvironment ? {} : { JWT_SECRET: 'x'.repeat(32) }),
    ...(keysInEnvironment ? {} : { DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') }),
  };
  return targetOf(loadConfig({ ...process.env, ...standIn }), secretInEnvironment, keysInEnvironment);
};

// npm runs scripts from the repository root; a relative path means the folder the command was typed in.
const fromTypedFolder = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const secretNote = {
  included: 'the signing secret (DATA_DIR/jwt-secret)',
  environment: 'no signing secret: JWT_SECRET is set in the environment, keep it with the backup',
  none: 'no signing secret: none was generated yet',
};

const keysNote = {
  included: 'the data keys (DATA_DIR/data-encryption-keys): keep the backup as safe as the data',
  environment: 'no data keys: DATA_ENCRYPTION_KEY is set in the environment, keep it with the backup',
  none: 'no data keys: none were generated yet',
};

const backup = async (output: string | undefined, allowMissing: boolean) => {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const file = fromTypedFolder(output ?? `visabridge-backup-${stamp}.tar.gz`);
  const started = Date.now();
  const summary = await createBackup(configuredTarget(), file, { allowMissing });
  console.log(`Backed up to ${summary.file} (${megabytes(summary.bytes)}, ${Date.now() - started} ms):`);
  console.log(`  the ${summary.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database`);
  console.log(`  ${summary.documents} uploaded documents`);
  if (summary.missingDocuments)
    console.log(
      `  WITHOUT ${summary.missingDocuments.length} document files the database refers to (--allow-missing): ${summary.missingDocuments.join(', ')}`,
    );
  console.log(`  ${secretNote[summary.signingSecret]}`);
  console.log(`  ${keysNote[summary.dataKeys ?? 'none']}`);
};

const restore = async (input: string, force: boolean) => {
  const started = Date.now();
  const summary = await restoreBackup(configuredTarget(), fromTypedFolder(input), { force });
  console.log(`Restored the backup of ${summary.createdAt} (${Date.now() - started} ms):`);
  console.log(`  the ${summary.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database`);
  console.log(`  ${summary.documents} uploaded documents`);
  console.log(`  ${secretNote[summary.signingSecret]}`);
  console.log(`  ${keysNote[summary.dataKeys ?? 'none']}`);
  for (const part of summary.replaced) console.log(`  replaced: ${part}`);
  if (summary.missingAfterRestore.length > 0)
    console.log(
      `  WITHOUT ${summary.missingAfterRestore.length} document files the database refers to: ${summary.missingAfterRestore.join(', ')}; their downloads answer 404 until they are put back`,
    );
};

const run = async () => {
  const { positionals, values } = parseArgs({
    options: {
      output: { type: 'string', short: 'o' },
      force: { type: 'boolean' },
      'allow-missing': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const [command, file, ...extra] = positionals;
  if (values.help || extra.length > 0) return false;
  if (command === 'backup' && !file && !values.force)
    await backup(values.output, values['allow-missing'] ?? false);
  else if (command === 'restore' && file && !values.output) await restore(file, values.force ?? false);
  else return false;
  return true;
};

process.exitCode = await run().then(
  (isKnown) => {
    if (isKnown) return 0;
    console.error(USAGE);
    return 1;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  },
);

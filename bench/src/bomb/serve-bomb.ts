// The API process of `npm run bench:bomb`: a fresh in-memory database with the demo accounts, the
// shipped visa data and the document analyser running as `npm start` runs it, listening on 127.0.0.1; tells the runner its address.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../apps/api/src/app/app';
import { loadConfig } from '../../../apps/api/src/config';
import { useDataKeys } from '../../../apps/api/src/lib/data-encryption';
import { openConfiguredDatabase } from '../../../apps/api/src/db/embedded-folder';
import { fileURLToPath } from 'node:url';
import { seedContentPages } from '../../../apps/api/src/features/content/seed-content-pages';
import { seedDemoData } from '../../../apps/api/src/demo/seed-demo-data';
import { importBenchVisaData } from '../seed-bench-data';

const shippedVisaData = fileURLToPath(
  new URL(
    '../../../apps/api/datasets/passport-index/passport-index-tidy-iso2-2025-01-12.csv',
    import.meta.url,
  ),
);

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'silent',
  MAIL_DIR: path.join(tmpdir(), 'visabridge-bench-mail'),
  PASSWORD_HASH_COST: '17',
});
// Before seeding: the demo's passport numbers are sealed as they are written.
useDataKeys(config.dataKeys);
const database = await openConfiguredDatabase(config, (created) => created.migrate());
await database.migrate();
await importBenchVisaData(database.db, shippedVisaData);
await seedContentPages(database.db);
await seedDemoData(database.db, 17);
const app = await buildApp({ config, database, logger: false, runJobs: true });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ address });
process.on(
  'disconnect',
  () =>
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0)),
);

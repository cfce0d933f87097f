// A server process under test: opens a fresh database, migrates it, loads the data of its scenario
// and serves that scenario's targets on 127.0.0.1 until the bench runner disconnects. Runs apart from
// the runner so autocannon does not share its event loop.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config';
import { useDataKeys } from '../../apps/api/src/lib/data-encryption';
import type { Database } from '../../apps/api/src/db/client';
import { openConfiguredDatabase } from '../../apps/api/src/db/embedded-folder';
import { serveBase } from './base-scenario';
import type { Scenario, ServerMessage } from './protocol';
import { serveScale } from './scale-scenario';
import type { RunningServer, ScenarioServe } from './servers';

const scenarios: Record<Scenario, ScenarioServe> = { base: serveBase, scale: serveScale };

const send = (message: ServerMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

/** The scenario the runner passed as the second argument, after the database kind. */
const scenarioOf = (name = process.argv[3]) => {
  if (name !== 'base' && name !== 'scale') throw new Error(`unknown scenario "${name}"`);
  return scenarios[name];
};

const main = async () => {
  const serve = scenarioOf();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'silent',
    // Emails the benchmark causes are written to files, as production without SMTP must name a folder.
    MAIL_DIR: path.join(tmpdir(), 'visabridge-bench-mail'),
  });
  // Before seeding: the demo's passport numbers are sealed as they are written.
  useDataKeys(config.dataKeys);
  const database = await openConfiguredDatabase(config, (created: Database) => created.migrate());
  const servers: Pick<RunningServer, 'close'>[] = [];
  let isClosing = false;
  const shutdown = async () => {
    if (isClosing) return;
    isClosing = true;
    await Promise.allSettled(servers.map((server) => server.close()));
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  await database.migrate();
  await send(await serve({ config, database, servers }));
};

main().catch(async (error: unknown) => {
  await send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});

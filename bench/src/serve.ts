// A server process under test: opens a fresh database, seeds it (and imports the visa data when the
// runner passes a file), and serves the targets on 127.0.0.1 until the bench runner disconnects. Runs apart from the runner so autocannon does not
// share its event loop.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD, demoAccounts } from '../../apps/api/src/db/seed/demo-accounts';
import { VISA_DATA_ENV, type ServerMessage } from './protocol';
import { importBenchVisaData, seedBenchData } from './seed-bench-data';
import { startApiServer, startHelloServer, startLookupServer, type RunningServer } from './servers';

const send = (message: ServerMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

const signIn = async (api: Awaited<ReturnType<typeof startApiServer>>) => {
  const account = demoAccounts[0];
  if (!account) throw new Error('there are no demo accounts to sign in with');
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: DEMO_PASSWORD },
  });
  const body = login.json<{ data?: { token: string; user: { id: string } } }>();
  if (login.statusCode !== 200 || !body.data) {
    throw new Error(`demo login answered ${login.statusCode}: ${login.body}`);
  }
  return body.data;
};

const expectOk = async (url: string, init: RequestInit = {}) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
};

const main = async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase(config);
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
  await seedBenchData(database.db);
  // Before buildApp: the app loads the visa data into memory when it starts.
  const visaDataFile = process.env[VISA_DATA_ENV];
  if (visaDataFile) await importBenchVisaData(database.db, visaDataFile);
  const api = await startApiServer(config, database);
  servers.push(api);
  if (visaDataFile && !api.app.visa.index.edition()) {
    throw new Error(`the app holds no visa data after importing ${visaDataFile}`);
  }
  const { token, user } = await signIn(api);
  const hello = await startHelloServer();
  servers.push(hello);
  const lookup = await startLookupServer(database.db, user.id);
  servers.push(lookup);

  const urls = {
    hello: hello.url,
    lookup: lookup.url,
    profile: `${api.address}/api/auth/profile`,
    ...(visaDataFile ? { requirements: `${api.address}/api/visa/requirements` } : {}),
  };
  await expectOk(urls.hello);
  await expectOk(urls.lookup);
  await expectOk(urls.profile, { headers: { authorization: `Bearer ${token}` } });
  if (urls.requirements) {
    const [from, to] = api.app.visa.index.countries().filter((country) => country.isActive);
    await expectOk(urls.requirements, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fromCountry: from?.code, toCountry: to?.code, purpose: 'tourist' }),
    });
  }
  await send({ type: 'ready', urls, token });
};

main().catch(async (error: unknown) => {
  await send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});

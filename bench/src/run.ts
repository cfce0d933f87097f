// `npm run bench`: measures a bare Fastify route, a bare one-lookup route, GET /api/auth/profile and
// POST /api/visa/requirements on PostgreSQL and on PGlite, then checks the PostgreSQL targets.
// Exits 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, measureTargets, type Target } from './load';
import { preparePostgres } from './postgres-target';
import { VISA_DATA_ENV, type DatabaseKind } from './protocol';
import { checkRun, formatRun, type DatabaseRun } from './report';
import { startServerProcess } from './server-process';
import { prepareVisaData, type VisaData } from './visa-corridors';

const WARMUP_SECONDS = 2;
const DEFAULT_SECONDS = 10;

const measuredSeconds = () => {
  const raw = process.env.BENCH_SECONDS;
  if (!raw) return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1)
    throw new Error(`BENCH_SECONDS must be a number >= 1, not "${raw}"`);
  return Math.round(seconds);
};

/** Undone in reverse order at the end, or on Ctrl+C: server processes, scratch databases, temp folders. */
const cleanups: (() => Promise<void> | void)[] = [];
const cleanUp = async () => {
  for (let task = cleanups.pop(); task; task = cleanups.pop()) {
    try {
      await task();
    } catch (error) {
      console.warn(`Cleanup failed: ${String(error)}`);
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping and cleaning up.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const benchDatabase = async (
  kind: DatabaseKind,
  title: string,
  description: string,
  env: Record<string, string>,
  { seconds, visaData }: { seconds: number; visaData: VisaData },
): Promise<DatabaseRun> => {
  const visaFile = visaData.status === 'ready' ? visaData.file : '';
  const steps = visaFile ? 'migrate, seed, import visa data, sign in' : 'migrate, seed, sign in';
  console.log(`${title}: starting the server process (${steps})…`);
  const server = await startServerProcess(kind, { ...env, [VISA_DATA_ENV]: visaFile });
  cleanups.push(server.stop);
  const targets: Target[] = [
    { name: 'hello', url: server.urls.hello },
    { name: 'lookup', url: server.urls.lookup },
    { name: 'profile', url: server.urls.profile, headers: { authorization: `Bearer ${server.token}` } },
  ];
  if (visaData.status === 'ready' && server.urls.requirements) {
    const bodies = visaData.corridors.map((corridor) => Buffer.from(JSON.stringify(corridor)));
    targets.push({ name: 'requirements', url: server.urls.requirements, bodies });
  }
  const measurements = await measureTargets(targets, {
    warmupSeconds: WARMUP_SECONDS,
    seconds,
    onProgress: (line) => console.log(`${title}: ${line}`),
  });
  await cleanups.pop()?.();
  return { title, description, measurements };
};

const main = async () => {
  const seconds = measuredSeconds();
  const [load] = os.loadavg();
  console.log(
    `VisaBridge load bench: ${CONNECTIONS} connections, ${seconds} s per target after ${WARMUP_SECONDS} s warm-up; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${load?.toFixed(2)} before the start\n`,
  );
  const runs: { postgres?: DatabaseRun; pglite?: DatabaseRun } = {};
  const visaData = prepareVisaData();
  console.log(
    visaData.status === 'ready'
      ? `requirements: ${visaData.corridors.length.toLocaleString('en-US')} seeded random corridors over ` +
          `${visaData.codes.length} countries from ${visaData.file}\n`
      : `requirements: SKIPPED (${visaData.reason})\n`,
  );

  const postgres = await preparePostgres();
  if (postgres.status === 'ready') {
    cleanups.push(postgres.release);
    runs.postgres = await benchDatabase(
      'postgres',
      'PostgreSQL',
      postgres.description,
      { BENCH_DATABASE_URL: postgres.url },
      { seconds, visaData },
    );
    await cleanups.pop()?.();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visabridge-bench-pglite-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  runs.pglite = await benchDatabase(
    'pglite',
    'PGlite',
    'embedded in the API process, fresh data dir',
    { BENCH_DATA_DIR: dataDir },
    { seconds, visaData },
  );
  await cleanups.pop()?.();

  console.log();
  for (const run of [runs.postgres, runs.pglite]) if (run) console.log(`${formatRun(run)}\n`);

  if (visaData.status === 'skipped') console.log(`requirements: SKIPPED (${visaData.reason})`);
  if (runs.postgres) {
    const checks = checkRun(runs.postgres);
    for (const line of checks.lines) console.log(line);
    if (!checks.passed) process.exitCode = 1;
  } else {
    console.log(`PostgreSQL: SKIPPED (${postgres.status === 'skipped' ? postgres.reason : 'not run'})`);
  }
  // The requirements check answers from memory on both databases, so PGlite's figures tell too.
  for (const line of checkRun(runs.pglite, { onlyRequirements: true }).lines) {
    console.log(`${line} (information only)`);
  }
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);

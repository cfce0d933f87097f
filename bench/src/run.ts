// `npm run bench`: measures a bare Fastify route, a bare one-lookup route, GET /api/auth/profile and
// POST /api/visa/requirements beside a bare POST route on PostgreSQL and on PGlite, and the
// traveller's and the admin's application lists beside bare routes sending hand-written floor SQL on
// 1,000,000 applications (PostgreSQL only), then checks the targets. Exits 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUp, cleanUpOnSignals, cleanups } from './cleanups';
import { CONNECTIONS, measureTargets, type Target } from './load';
import { formatPlans } from './plans';
import { preparePostgres } from './postgres-target';
import { SCALE_GENERATION_LIMIT_SECONDS, VISA_DATA_ENV, type DatabaseKind, type Scenario } from './protocol';
import {
  BASE_GOALS,
  PGLITE_GOALS,
  SCALE_GOALS,
  checkRun,
  formatRun,
  type DatabaseRun,
  type Goal,
} from './report';
import { STARTUP_TIMEOUT_MS, startServerProcess } from './server-process';
import { prepareVisaData } from './visa-corridors';

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

const SCALE_ENV = 'BENCH_SCALE';

/** Whether to run the scale run: on unless BENCH_SCALE=0. */
const isScaleOn = () => {
  const raw = process.env[SCALE_ENV];
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${SCALE_ENV} must be 0 or 1, not "${raw}"`);
};

cleanUpOnSignals();

type Bench = {
  kind: DatabaseKind;
  scenario: Scenario;
  title: string;
  description: string;
  /** What the server process does before it answers, for the progress line. */
  steps: string;
  env: Record<string, string>;
  startupTimeoutMs?: number;
};

const benchServer = async (
  { kind, scenario, title, description, steps, env, startupTimeoutMs }: Bench,
  { seconds, requirementBodies }: { seconds: number; requirementBodies: readonly Buffer[] },
): Promise<DatabaseRun> => {
  console.log(`${title}: starting the server process (${steps})…`);
  const server = await startServerProcess(kind, scenario, env, startupTimeoutMs);
  cleanups.push(server.stop);
  if (server.scale) console.log(`${title}: ${server.scale.loaded}`);
  const targets: Target[] = server.targets.map(({ name, url, token }) => ({
    name,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(name === 'requirements' || name === 'bare-post' ? { bodies: requirementBodies } : {}),
  }));
  const measurements = await measureTargets(targets, {
    warmupSeconds: WARMUP_SECONDS,
    seconds,
    onProgress: (line) => console.log(`${title}: ${line}`),
  });
  await cleanups.pop()?.();
  return {
    title,
    description: server.scale ? `${description}; ${server.scale.loaded}` : description,
    measurements,
    ...(server.scale ? { plans: server.scale.plans, skipped: server.scale.skipped } : {}),
  };
};

type Outcome =
  | { status: 'done'; run: DatabaseRun }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

/** Runs `work` on a fresh PostgreSQL database of its own, dropped afterwards; skipped without one. */
const onFreshPostgres = async (
  work: (postgres: { url: string; description: string }) => Promise<DatabaseRun>,
): Promise<Outcome> => {
  const postgres = await preparePostgres();
  if (postgres.status === 'skipped') return postgres;
  cleanups.push(postgres.release);
  try {
    return { status: 'done', run: await work(postgres) };
  } finally {
    await cleanups.pop()?.();
  }
};

/** A failure as an outcome rather than the end of the bench: the scale run may give up on a busy machine. */
const failedOutcome = (title: string, error: unknown): Outcome => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${title}: ${message}`);
  const withoutStack = message.split('\n').filter((line) => !/^\s+at /.test(line));
  return { status: 'failed', reason: withoutStack.join(' ') };
};

/** Prints the checks of a run against its goals, or why it was skipped; sets exit code 1 on a miss. */
const printChecks = (outcome: Outcome, title: string, goals: Goal[]) => {
  if (outcome.status === 'skipped') return console.log(`${title}: SKIPPED (${outcome.reason})`);
  if (outcome.status === 'failed') {
    console.log(`${title}: FAIL (${outcome.reason})`);
    process.exitCode = 1;
    return;
  }
  const checks = checkRun(outcome.run, goals);
  for (const line of checks.lines) console.log(line);
  if (!checks.passed) process.exitCode = 1;
};

const main = async () => {
  const seconds = measuredSeconds();
  const isScaleRun = isScaleOn();
  const [load] = os.loadavg();
  console.log(
    `VisaBridge load bench: ${CONNECTIONS} connections, ${seconds} s per target after ${WARMUP_SECONDS} s warm-up; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${load?.toFixed(2)} before the start\n`,
  );
  const visaData = prepareVisaData();
  console.log(
    visaData.status === 'ready'
      ? `requirements: ${visaData.corridors.length.toLocaleString('en-US')} seeded random corridors over ` +
          `${visaData.codes.length} countries from ${visaData.file}\n`
      : `requirements: SKIPPED (${visaData.reason})\n`,
  );
  const visaFile = visaData.status === 'ready' ? visaData.file : '';
  const baseSteps = visaFile ? 'migrate, seed, import visa data, sign in' : 'migrate, seed, sign in';
  const options = {
    seconds,
    requirementBodies:
      visaData.status === 'ready'
        ? visaData.corridors.map((corridor) => Buffer.from(JSON.stringify(corridor)))
        : [],
  };

  const postgres = await onFreshPostgres(({ url, description }) =>
    benchServer(
      {
        kind: 'postgres',
        scenario: 'base',
        title: 'PostgreSQL',
        description,
        steps: baseSteps,
        env: { BENCH_DATABASE_URL: url, [VISA_DATA_ENV]: visaFile },
      },
      options,
    ),
  );
  const postgresScale: Outcome = !isScaleRun
    ? { status: 'skipped', reason: `${SCALE_ENV}=0` }
    : postgres.status !== 'done'
      ? { status: 'skipped', reason: 'PostgreSQL was skipped' }
      : await onFreshPostgres(({ url, description }) =>
          benchServer(
            {
              kind: 'postgres',
              scenario: 'scale',
              title: 'PostgreSQL scale',
              description,
              steps:
                `migrate, seed, sign in, generate the applications (at most ${SCALE_GENERATION_LIMIT_SECONDS} s), ` +
                'vacuum and analyse, explain the list queries',
              env: { BENCH_DATABASE_URL: url },
              startupTimeoutMs: STARTUP_TIMEOUT_MS + SCALE_GENERATION_LIMIT_SECONDS * 1000,
            },
            options,
          ),
        ).catch((error: unknown) => failedOutcome('PostgreSQL scale', error));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visabridge-bench-pglite-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pglite = await benchServer(
    {
      kind: 'pglite',
      scenario: 'base',
      title: 'PGlite',
      description: 'embedded in the API process, fresh data dir',
      steps: baseSteps,
      env: { BENCH_DATA_DIR: dataDir, [VISA_DATA_ENV]: visaFile },
    },
    options,
  );
  await cleanups.pop()?.();

  console.log();
  const runs = [postgres, postgresScale].flatMap((outcome) =>
    outcome.status === 'done' ? [outcome.run] : [],
  );
  for (const run of [...runs, pglite]) console.log(`${formatRun(run)}\n`);
  for (const run of runs) if (run.plans) console.log(`${formatPlans(run.title, run.plans)}\n`);

  if (visaData.status === 'skipped') console.log(`requirements: SKIPPED (${visaData.reason})`);
  printChecks(postgres, 'PostgreSQL', BASE_GOALS);
  printChecks(postgresScale, 'PostgreSQL scale', SCALE_GOALS);
  printChecks({ status: 'done', run: pglite }, 'PGlite', PGLITE_GOALS);
  console.log('PGlite scale: SKIPPED (the scale run is PostgreSQL only)');
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);

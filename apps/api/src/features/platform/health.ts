import type { HealthView } from '@visabridge/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../domain/app-context';
import type { DocumentStore } from '../documents/document-store';

const version = process.env.npm_package_version ?? '0.1.0';
/** A probe must answer in time even when what it checks hangs: a check taking longer counts as down. */
const checkTimeoutMs = 2_000;

/** What this process is: its name (`INSTANCE_NAME`, else the host's), version and uptime. */
export const instanceFactsOf = (instance: string) => ({
  instance,
  version,
  uptimeSeconds: Math.round(process.uptime()),
});

/** The parts of a running instance readiness looks at. */
export type Lifecycle = {
  /** Set when the process is asked to stop: readiness then answers 503 while open requests finish. */
  isDraining: boolean;
  /** Whether the background job runner runs; null where this process runs none (tests, a CLI). */
  jobsRunning: () => boolean | null;
};

const withinTime = <T>(check: Promise<T>) =>
  Promise.race([
    check,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs).unref(),
    ),
  ]);

/** Runs one check; a failure is logged with its cause and named for the answer. */
const probe = async (log: FastifyBaseLogger, name: string, check: () => Promise<unknown>) => {
  try {
    await withinTime(check());
    return { state: 'up' as const, problem: null };
  } catch (error) {
    log.error({ err: error, check: name }, `readiness: ${name} unreachable`);
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'down' as const, problem: `${name}: ${reason}` };
  }
};

/** Whether this instance should get traffic: database, document storage, job runner and event bus. */
export const readinessOf = async (
  ctx: AppContext,
  store: DocumentStore,
  lifecycle: Lifecycle,
): Promise<HealthView> => {
  const [database, storage] = await Promise.all([
    probe(ctx.log, 'database', () => ctx.db.execute(sql`select 1`)),
    probe(ctx.log, `storage (${store.description})`, () => store.check()),
  ]);
  const jobsRunning = lifecycle.jobsRunning();
  const jobs = jobsRunning === null ? 'not_run' : jobsRunning ? 'up' : 'down';
  const events = ctx.events.hearing() === null ? 'down' : 'up';
  const problems = [
    database.problem,
    storage.problem,
    jobs === 'down' ? 'jobs: the background job runner has stopped' : null,
    events === 'down' ? 'events: not listening for other instances’ events' : null,
  ].filter((problem): problem is string => problem !== null);
  const status = lifecycle.isDraining ? 'draining' : problems.length > 0 ? 'degraded' : 'ok';
  return {
    status,
    database: database.state,
    checks: { database: database.state, storage: storage.state, jobs, events },
    problems,
    ...instanceFactsOf(ctx.config.instanceName),
  };
};

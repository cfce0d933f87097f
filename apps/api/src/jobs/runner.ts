import type { JobOutcome } from '../lib/metrics';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { enqueueJob } from './enqueue-job';
import { inSpan } from '../lib/tracing';

export type RunningJob = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'payload' | 'attempts' | 'lastError'>;

/**
 * Ends the job done, running `write` (the subject's own change: the email marked sent) in the same
 * transaction, only while this worker still holds the job; false when it does not any more.
 */
export type CompleteJob = (write?: (tx: Db) => Promise<void>) => Promise<boolean>;

/** What the runner's log lines about one kind say. */
type KindMessages = { retrying: string; givenUp: string; lostLease: string };

/** One kind of background work (job-kinds.ts lists the product's); every value can be shortened by a test. */
export type JobKind = {
  name: string;
  /** Jobs of this kind one worker runs at once. */
  concurrency: number;
  /** A running job belongs to its worker this long unless its heartbeat renews it; then any worker may take it. */
  leaseMs: number;
  /** Runs before a job is given up as `failed` (a worker that died mid-run counts as one). */
  maxAttempts: number;
  /** Wait before the next run after the n-th failed one. */
  retryDelayMs: (attempts: number) => number;
  /** How often a worker looks for due jobs of this kind when not woken. */
  pollMs?: number;
  /** For a recurring kind: its next run is queued this long after each run ends, done or failed. */
  everyMs?: number;
  /** The reason a job ends `failed` with when its workers stopped mid-run on every attempt. */
  stoppedReason?: string;
  /** Errors no retry can mend: the job fails at once. */
  isFinal?: (error: unknown) => boolean;
  messages?: Partial<KindMessages>;
  /** Does the work; returning without calling `complete` ends the job done. */
  run: (job: RunningJob, complete: CompleteJob) => Promise<void>;
  /** Records the failure on the subject, in the transaction that ends the job `failed`. */
  onFailed?: (tx: Db, job: RunningJob, reason: string) => Promise<void>;
};

const defaultMessages: KindMessages = {
  retrying: 'job failed; it will run again',
  givenUp: 'job given up',
  lostLease: 'job finished after its lease was taken over',
};

/** Doubling waits: `firstMs` after the first failure, never more than `maxMs`. */
export const exponentialBackoff =
  ({ firstMs, maxMs }: { firstMs: number; maxMs: number }) =>
  (attempts: number) =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));

/** A payload naming no subject: the job fails at once, as no retry would mend it, and has no subject to mark. */
class JobPayloadError extends Error {}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id a job's payload names under `field` (the email, the document it works on). */
export const subjectOf = (job: RunningJob, field: string) => {
  const id = job.payload[field];
  if (typeof id !== 'string' || !uuidPattern.test(id)) throw new JobPayloadError(`the job names no ${field}`);
  return id;
};

/**
 * A recurring kind (a sweep): one run at a time across all instances, every `everyMs`; a failing run
 * is tried twice more a minute or two later, then waits for its next turn.
 */
export const recurringJobKind = ({
  name,
  everyMs,
  givenUp,
  run,
}: {
  name: string;
  everyMs: number;
  /** The log line of a run that failed three times. */
  givenUp: string;
  run: () => Promise<void>;
}): JobKind => ({
  name,
  concurrency: 1,
  leaseMs: 300_000,
  maxAttempts: 3,
  retryDelayMs: exponentialBackoff({ firstMs: 60_000, maxMs: 120_000 }),
  everyMs,
  pollMs: 60_000,
  messages: { givenUp },
  run,
});

const later = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One worker over the jobs table for the kinds it is given. `drain` runs every due job of those kinds
 * and resolves when none is left (tests call it); `start` drains each kind in the background, every
 * `pollMs` and at once when woken.
 */
export const createJobRunner = ({
  db,
  log,
  kinds,
  pollMs = 5_000,
  observe,
}: {
  db: Db;
  log: FastifyBaseLogger;
  kinds: JobKind[];
  pollMs?: number;
  /** Told how each run ended and how long it took (the metrics). */
  observe?: (kind: string, outcome: JobOutcome, seconds: number) => void;
}) => {
  const owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  let isStopped = false;

  /** Due jobs, queued or left by a worker whose lease lapsed; SKIP LOCKED lets several workers claim at once. */
  const claim = async (kind: JobKind): Promise<RunningJob[]> => {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind.name),
          or(
            and(eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`)),
            and(eq(jobs.state, 'running'), lte(jobs.leaseExpiresAt, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAfter))
      .limit(kind.concurrency)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        state: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        leaseOwner: owner,
        leaseExpiresAt: later(kind.leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
      });
  };

  /** The job while this worker holds it: a claim by another worker counts one more attempt. */
  const heldBy = (job: RunningJob) =>
    and(
      eq(jobs.id, job.id),
      eq(jobs.state, 'running'),
      eq(jobs.leaseOwner, owner),
      eq(jobs.attempts, job.attempts),
    );

  /** Extends the lease; false when it was lost (it lapsed and another worker took the job). */
  const renew = async (kind: JobKind, job: RunningJob) =>
    (
      await db
        .update(jobs)
        .set({ leaseExpiresAt: later(kind.leaseMs) })
        .where(heldBy(job))
        .returning({ id: jobs.id })
    ).length > 0;

  /** Ends the held job as `changes` say; the recurring kind's next run is queued in the same transaction. */
  const settle = (
    kind: JobKind,
    job: RunningJob,
    changes: PgUpdateSetSource<typeof jobs> & { state: 'queued' | 'done' | 'failed' },
    write?: (tx: Db) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const [settled] = await tx
        .update(jobs)
        .set({ ...changes, leaseOwner: null, leaseExpiresAt: null })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      if (!settled) return false;
      await write?.(tx);
      if (kind.everyMs && changes.state !== 'queued')
        await enqueueJob(tx, { kind: kind.name, key: kind.name, delayMs: kind.everyMs });
      return true;
    });

  const messagesOf = (kind: JobKind) => ({ ...defaultMessages, ...kind.messages });
  const logged = (job: RunningJob) => ({
    ...job.payload,
    jobId: job.id,
    kind: job.kind,
    attempts: job.attempts,
  });

  const fail = async (kind: JobKind, job: RunningJob, error: unknown, isFinal: boolean) => {
    const reason = reasonOf(error);
    const isGivenUp = await settle(
      kind,
      job,
      isFinal
        ? { state: 'failed', lastError: reason, finishedAt: sql`now()` }
        : { state: 'queued', lastError: reason, runAfter: later(kind.retryDelayMs(job.attempts)) },
      async (tx) => {
        if (isFinal && !(error instanceof JobPayloadError)) await kind.onFailed?.(tx, job, reason);
      },
    );
    if (!isGivenUp) return;
    if (isFinal) log.error({ err: error, ...logged(job) }, messagesOf(kind).givenUp);
    else log.warn({ err: error, ...logged(job) }, messagesOf(kind).retrying);
  };

  const runOne = async (kind: JobKind, job: RunningJob) => {
    // Past the last attempt only when workers died running it: it is given up rather than run forever.
    if (job.attempts > kind.maxAttempts)
      return fail(
        kind,
        job,
        new Error(job.lastError ?? kind.stoppedReason ?? 'its worker stopped while running it'),
        true,
      );
    // A worker paused past its lease has lost the job to another, and must not run it too.
    if (!(await renew(kind, job))) return;
    const heartbeat = setInterval(() => {
      renew(kind, job).catch((error: unknown) =>
        log.warn({ err: error, ...logged(job) }, 'job lease renewal failed'),
      );
    }, kind.leaseMs / 4);
    const startedAt = performance.now();
    const observed = (outcome: JobOutcome) =>
      observe?.(kind.name, outcome, (performance.now() - startedAt) / 1000);
    let completed: boolean | undefined;
    const complete: CompleteJob = async (write) =>
      (completed = await settle(
        kind,
        job,
        { state: 'done', lastError: null, finishedAt: sql`now()` },
        write,
      ));
    try {
      await inSpan(`job ${kind.name}`, { 'job.kind': kind.name, 'job.attempt': job.attempts }, () =>
        kind.run(job, complete),
      );
    } catch (error) {
      const isFinal =
        job.attempts >= kind.maxAttempts ||
        error instanceof JobPayloadError ||
        kind.isFinal?.(error) === true;
      observed(isFinal ? 'failed' : 'retried');
      return await fail(kind, job, error, isFinal);
    } finally {
      clearInterval(heartbeat);
    }
    observed('done');
    if ((completed ?? (await complete())) === false) log.warn(logged(job), messagesOf(kind).lostLease);
  };

  const drainKind = async (kind: JobKind) => {
    for (let batch = await claim(kind); batch.length > 0; batch = isStopped ? [] : await claim(kind))
      await Promise.all(batch.map((job) => runOne(kind, job)));
  };

  const loops = new Map<string, ReturnType<typeof startLoop>>();
  return {
    /** Runs every due job of the runner's kinds (or of one kind); resolves when none is left. */
    drain: async (kindName?: string) => {
      await Promise.all(kinds.filter((kind) => !kindName || kind.name === kindName).map(drainKind));
    },
    /** Queues each recurring kind's first run if none is queued, then drains every kind in the background. */
    start: async () => {
      for (const kind of kinds.filter((each) => each.everyMs))
        await enqueueJob(db, { kind: kind.name, key: kind.name });
      for (const kind of kinds)
        loops.set(
          kind.name,
          startLoop({ drain: () => drainKind(kind), pollMs: kind.pollMs ?? pollMs, log, kind: kind.name }),
        );
    },
    /** Looks for due jobs of a kind now, after one was queued (and its transaction committed). */
    wake: (kindName: string) => loops.get(kindName)?.wake(),
    /** Takes no more jobs, and waits for the running ones. */
    stop: async () => {
      isStopped = true;
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
    },
    /** Started and not stopped: what readiness reports. */
    isRunning: () => loops.size > 0 && !isStopped,
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs `drain` now, then every `pollMs` after each round ends, and at once when woken (a wake-up
 * during a round starts the next round straight after it). Rounds never overlap.
 */
const startLoop = ({
  drain,
  pollMs,
  log,
  kind,
}: {
  drain: () => Promise<void>;
  pollMs: number;
  log: FastifyBaseLogger;
  kind: string;
}) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;
  let isWokenWhileRunning = false;

  const run = () => {
    if (isStopped) return;
    if (running) {
      isWokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error, kind }, 'job runner round failed'))
      .finally(() => {
        running = undefined;
        if (isStopped) return;
        timer = setTimeout(run, isWokenWhileRunning ? 0 : pollMs);
        isWokenWhileRunning = false;
      });
  };
  run();

  return {
    wake: () => {
      clearTimeout(timer);
      run();
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { createTestAppWithLog, type TestApp } from '../test/test-app';
import { deleteFinishedJobs } from './delete-finished-jobs';
import { enqueueJob } from './enqueue-job';
import { createJobRunner, exponentialBackoff, type JobKind } from './runner';

let test: TestApp;
let logLines: string[];
beforeAll(async () => {
  ({ test, logLines } = await createTestAppWithLog());
}, 120_000);
afterAll(() => test.close());
beforeEach(async () => {
  await test.db.delete(jobs);
  logLines.length = 0;
});

/** A kind that records each run of its jobs (by payload `n`), after `delayMs`. */
const recording = (kind: Partial<JobKind> & { delayMs?: number } = {}) => {
  const ran: number[] = [];
  const { delayMs = 0, ...rest } = kind;
  const definition: JobKind = {
    name: 'test-work',
    concurrency: 3,
    leaseMs: 400,
    maxAttempts: 3,
    retryDelayMs: () => 0,
    run: async (job) => {
      await sleep(delayMs);
      ran.push(Number(job.payload.n));
    },
    ...rest,
  };
  return { ran, kind: definition };
};

const runner = (...kinds: JobKind[]) => createJobRunner({ db: test.db, log: test.app.log, kinds });

const queue = async (count: number, kind = 'test-work') => {
  for (let n = 0; n < count; n += 1) await enqueueJob(test.db, { kind, payload: { n } });
  return test.db.select().from(jobs).where(eq(jobs.kind, kind));
};

const onlyJob = async () => {
  const rows = await test.db.select().from(jobs);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof jobs.$inferSelect;
};

/** What a worker that died mid-run leaves: its claim, never renewed again. */
const leftByDeadWorker = (attempts: number, leaseEndsIn: string) =>
  test.db
    .update(jobs)
    .set({
      state: 'running',
      attempts,
      leaseOwner: 'dead-host/1/0',
      leaseExpiresAt: sql`now() + ${leaseEndsIn}::interval`,
    })
    .where(eq(jobs.kind, 'test-work'));

describe('job runner', () => {
  it('runs a queued job once and ends it done, its lease given back', async () => {
    await queue(1);
    const work = recording();
    await runner(work.kind).drain();
    expect(work.ran).toEqual([0]);
    expect(await onlyJob()).toMatchObject({
      state: 'done',
      attempts: 1,
      leaseOwner: null,
      leaseExpiresAt: null,
      lastError: null,
      finishedAt: expect.any(Date),
    });
    await runner(work.kind).drain();
    expect(work.ran).toEqual([0]);
  });

  it('runs each job exactly once when two workers claim side by side (SKIP LOCKED)', async () => {
    await queue(30);
    const first = recording({ delayMs: 5 });
    const second = recording({ delayMs: 5 });
    await Promise.all([runner(first.kind).drain(), runner(second.kind).drain()]);
    expect([...first.ran, ...second.ran].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, n) => n),
    );
    const rows = await test.db.select().from(jobs);
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });

  it('leaves jobs of kinds it does not run, and a job not yet due', async () => {
    await queue(1, 'other-work');
    await enqueueJob(test.db, { kind: 'test-work', payload: { n: 1 }, delayMs: 60_000 });
    const work = recording();
    await runner(work.kind).drain();
    expect(work.ran).toEqual([]);
    expect((await test.db.select().from(jobs)).map((row) => row.state)).toEqual(['queued', 'queued']);
  });

  it("takes over a dead worker's job once its lease lapses, and runs it once", async () => {
    await queue(1);
    await leftByDeadWorker(1, '300 milliseconds');
    const work = recording();
    const worker = runner(work.kind);
    await worker.drain();
    expect(work.ran).toEqual([]);

    await sleep(400);
    await worker.drain();
    await worker.drain();
    expect(work.ran).toEqual([0]);
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("renews a live worker's lease by its heartbeat through a long run, so no one takes it", async () => {
    await queue(1);
    // The run lasts until the test ends it, however slow the machine: only the heartbeat keeps its lease.
    let endRun = () => {};
    const running = new Promise<void>((resolve) => (endRun = resolve));
    const slow = recording({ leaseMs: 300 });
    const live = runner({ ...slow.kind, run: () => running }).drain();
    await expect.poll(async () => (await onlyJob()).state).toBe('running');
    const other = recording({ leaseMs: 300 });
    const watcher = runner(other.kind);
    let leaseEnds: Date | null = null;
    for (let round = 0; round < 8; round += 1) {
      await sleep(100);
      await watcher.drain();
      const row = await onlyJob();
      expect(row.state).toBe('running');
      if (round === 2) leaseEnds = row.leaseExpiresAt;
      if (round === 7)
        expect(row.leaseExpiresAt?.getTime()).toBeGreaterThan(leaseEnds?.getTime() ?? Infinity);
    }
    endRun();
    await live;
    expect(other.ran).toEqual([]);
    expect(await onlyJob()).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('retries a failing job after its backoff, and ends it failed with the reason after the last attempt', async () => {
    await queue(1);
    let tries = 0;
    const failures: string[] = [];
    const failing: JobKind = {
      ...recording().kind,
      retryDelayMs: (attempts) => attempts * 60_000,
      run: async () => {
        tries += 1;
        throw new Error(`the far end said no (try ${tries})`);
      },
      onFailed: async (_tx, _job, reason) => {
        failures.push(reason);
      },
      messages: { givenUp: 'test work given up' },
    };
    const worker = runner(failing);
    /** Seconds until the job's next run, by the database's clock. */
    const secondsToWait = async () =>
      (
        await test.db
          .select({ seconds: sql<number>`extract(epoch from ${jobs.runAfter} - now())::float` })
          .from(jobs)
      )[0]?.seconds;
    /** The backoff passes at once: the job is due now. */
    const waitOver = () => test.db.update(jobs).set({ runAfter: sql`now()` });

    await worker.drain();
    expect(await onlyJob()).toMatchObject({
      state: 'queued',
      attempts: 1,
      leaseOwner: null,
      lastError: 'the far end said no (try 1)',
    });
    expect(await secondsToWait()).toBeCloseTo(60, -1);
    await worker.drain();
    expect(tries).toBe(1);

    await waitOver();
    await worker.drain();
    expect(tries).toBe(2);
    expect(await secondsToWait()).toBeCloseTo(120, -1);
    await waitOver();
    await worker.drain();
    expect(tries).toBe(3);
    expect(await onlyJob()).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'the far end said no (try 3)',
      finishedAt: expect.any(Date),
    });
    expect(failures).toEqual(['the far end said no (try 3)']);
  });

  it('waits twice as long after each failure, up to its bound', () => {
    const wait = exponentialBackoff({ firstMs: 1_000, maxMs: 5_000 });
    expect([1, 2, 3, 4, 5].map(wait)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('fails a job at once on an error its kind says no retry mends', async () => {
    await queue(1);
    const broken: JobKind = {
      ...recording().kind,
      isFinal: (error) => error instanceof RangeError,
      run: () => Promise.reject(new RangeError('not a file it can read')),
    };
    await runner(broken).drain();
    expect(await onlyJob()).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'not a file it can read',
    });
  });

  it('gives up a job whose worker died on its last attempt, without running it again', async () => {
    await queue(1);
    await leftByDeadWorker(3, '0 seconds');
    const work = recording({ stoppedReason: 'its worker stopped every time' });
    await runner(work.kind).drain();
    expect(work.ran).toEqual([]);
    expect(await onlyJob()).toMatchObject({
      state: 'failed',
      attempts: 4,
      lastError: 'its worker stopped every time',
    });
  });

  it('writes nothing for a worker whose job was taken over while it ran', async () => {
    await queue(1);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let isRunning = false;
    const written: string[] = [];
    const holding: JobKind = {
      ...recording().kind,
      run: async (_job, complete) => {
        isRunning = true;
        await held;
        expect(await complete(async () => void written.push('subject changed'))).toBe(false);
      },
      messages: { lostLease: 'test work done after its lease was taken over' },
    };
    const running = runner(holding).drain();
    await expect.poll(() => isRunning).toBe(true);
    await test.db.update(jobs).set({ leaseOwner: 'another-host/2/0' });
    release();
    await running;
    expect(written).toEqual([]);
    expect(await onlyJob()).toMatchObject({ state: 'running', leaseOwner: 'another-host/2/0' });
    expect(logLines.join('')).toContain('test work done after its lease was taken over');
  });

  it("writes the subject's change in the transaction that ends the job done", async () => {
    await queue(1);
    const seen: string[] = [];
    const writing: JobKind = {
      ...recording().kind,
      run: async (_job, complete) => {
        await complete(async (tx: Db) => {
          const [row] = await tx.select({ state: jobs.state }).from(jobs);
          seen.push(row?.state ?? '');
        });
      },
    };
    await runner(writing).drain();
    expect(seen).toEqual(['done']);
    expect(await onlyJob()).toMatchObject({ state: 'done' });
  });

  it("queues a recurring kind's first run once, and its next run after each", async () => {
    const sweep = recording({ name: 'test-sweep', everyMs: 60_000, pollMs: 60_000 });
    const first = runner(sweep.kind);
    const second = runner(sweep.kind);
    await first.start();
    await second.start();
    await first.stop();
    await second.stop();
    expect(sweep.ran).toHaveLength(1);
    const rows = await test.db.select().from(jobs).orderBy(jobs.runAfter);
    expect(rows.map((row) => [row.kind, row.key, row.state])).toEqual([
      ['test-sweep', 'test-sweep', 'done'],
      ['test-sweep', 'test-sweep', 'queued'],
    ]);
    const [done, next] = rows as [typeof jobs.$inferSelect, typeof jobs.$inferSelect];
    expect(next.runAfter.getTime() - (done.finishedAt?.getTime() ?? 0)).toBeGreaterThan(59_000);
  });

  it('runs a job at once when woken, without waiting for its poll', async () => {
    const work = recording({ pollMs: 60_000 });
    const worker = runner(work.kind);
    await worker.start();
    await enqueueJob(test.db, { kind: 'test-work', payload: { n: 7 } });
    worker.wake('test-work');
    await expect.poll(() => work.ran, { timeout: 2_000 }).toEqual([7]);
    await worker.stop();
    const [row] = await test.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'test-work'), eq(jobs.state, 'done')));
    expect(row).toBeDefined();
  });

  it('deletes done jobs after a week and failed ones after a month, and nothing unfinished', async () => {
    const finished = (state: 'done' | 'failed', daysAgo: number) => ({
      kind: `${state}-${daysAgo}`,
      state,
      finishedAt: sql`now() - ${daysAgo}::integer * interval '1 day'`,
    });
    await test.db
      .insert(jobs)
      .values([
        finished('done', 8),
        finished('done', 6),
        finished('failed', 31),
        finished('failed', 29),
        { kind: 'queued-0' },
      ]);
    expect(await deleteFinishedJobs(test.db)).toBe(2);
    expect(
      (await test.db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind)).map((row) => row.kind),
    ).toEqual(['done-6', 'failed-29', 'queued-0']);
  });
});

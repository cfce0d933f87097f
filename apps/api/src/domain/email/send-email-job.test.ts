import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { queueEmail } from './outbox';
import { createTestAppWithLog, type TestApp } from '../../test/test-app';
import {
  outboxDefaults,
  sendEmailJob,
  type OutboxEmail,
  type OutboxSettings,
  type Transport,
} from './send-email-job';
import { createJobRunner } from '../../jobs/runner';

let test: TestApp;
let logLines: string[];
beforeAll(async () => {
  ({ test, logLines } = await createTestAppWithLog());
}, 120_000);
afterAll(() => test.close());
beforeEach(async () => {
  await test.db.delete(emailOutbox);
  await test.db.delete(jobs);
  logLines.length = 0;
});

const fast = (settings: Partial<OutboxSettings> = {}): OutboxSettings => ({
  ...outboxDefaults,
  leaseMs: 400,
  retryDelayMs: () => 0,
  ...settings,
});

const queue = async (count: number) => {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push(
      await queueEmail(test.db, {
        to: `person${index}@example.com`,
        subject: `Message ${index}`,
        body: 'Hello',
      }),
    );
  return ids;
};

/** An outbox sender: a job runner with the one kind that sends emails. */
const createOutboxSender = (send: Transport, settings: OutboxSettings) =>
  createJobRunner({ db: test.db, log: test.app.log, kinds: [sendEmailJob({ db: test.db, send, settings })] });

/** A transport that records what it sent, after `delayMs`. */
const recorder = (delayMs = 0) => {
  const sent: string[] = [];
  return {
    sent,
    send: async (email: OutboxEmail) => {
      await sleep(delayMs);
      sent.push(email.id);
    },
  };
};

const rowOf = async (id: string) => {
  const [row] = await test.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

/** The job sending outbox row `id`. */
const jobOf = async (id: string) => {
  const [job] = await test.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'emailId' = ${id}`);
  if (!job) throw new Error(`no job sends ${id}`);
  return job;
};
const jobsOf = (ids: string[]) =>
  test.db
    .select()
    .from(jobs)
    .where(inArray(sql`${jobs.payload}->>'emailId'`, ids));

describe('outbox sender', () => {
  it('sends each row exactly once when two senders share the outbox', async () => {
    const ids = await queue(25);
    const first = recorder(5);
    const second = recorder(5);
    await Promise.all([
      createOutboxSender(first.send, fast({ concurrency: 3 })).drain(),
      createOutboxSender(second.send, fast({ concurrency: 3 })).drain(),
    ]);
    expect([...first.sent, ...second.sent].sort()).toEqual([...ids].sort());
    const rows = await test.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const sending = await jobsOf(ids);
    expect(sending).toHaveLength(25);
    expect(
      sending.every((job) => job.state === 'done' && job.attempts === 1 && job.leaseOwner === null),
    ).toBe(true);
  });

  it("sends a dead sender's row once its lease lapses, and only once", async () => {
    const [id = ''] = await queue(1);
    // What a sender that died mid-send leaves: its lease, never renewed again.
    await test.db
      .update(jobs)
      .set({
        state: 'running',
        attempts: 1,
        leaseOwner: randomUUID(),
        leaseExpiresAt: sql`now() + interval '300 milliseconds'`,
      })
      .where(eq(jobs.id, (await jobOf(id)).id));
    const other = recorder();
    const sender = createOutboxSender(other.send, fast());
    await sender.drain();
    expect(other.sent).toEqual([]);

    await sleep(400);
    await sender.drain();
    await sender.drain();
    expect(other.sent).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('gives up a row whose sender died on its last attempt, without sending it again', async () => {
    const [id = ''] = await queue(1);
    await test.db
      .update(jobs)
      .set({ state: 'running', attempts: 3, leaseOwner: randomUUID(), leaseExpiresAt: sql`now()` })
      .where(eq(jobs.id, (await jobOf(id)).id));
    const other = recorder();
    await createOutboxSender(other.send, fast({ maxAttempts: 3 })).drain();
    expect(other.sent).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed' });
    expect(await jobOf(id)).toMatchObject({
      state: 'failed',
      lastError: 'its sender stopped while sending it',
    });
  });

  it("leaves a live sender's row alone while it renews the lease through a long send", async () => {
    const [id = ''] = await queue(1);
    const slow = recorder(1_000);
    const live = createOutboxSender(slow.send, fast({ leaseMs: 300 })).drain();
    const other = recorder();
    const watcher = createOutboxSender(other.send, fast({ leaseMs: 300 }));
    for (let round = 0; round < 8; round += 1) {
      await sleep(100);
      await watcher.drain();
    }
    await live;
    expect(other.sent).toEqual([]);
    expect(slow.sent).toEqual([id]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('does not mark a row sent by a sender whose lease was taken over', async () => {
    const [id = ''] = await queue(1);
    let release: () => void = () => undefined;
    let isSending = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = () => ((isSending = true), held);
    const sending = createOutboxSender(hold, fast()).drain();
    await expect.poll(() => isSending).toBe(true);
    const takenBy = randomUUID();
    await test.db
      .update(jobs)
      .set({ leaseOwner: takenBy })
      .where(eq(jobs.id, (await jobOf(id)).id));
    release();
    await sending;
    expect(await rowOf(id)).toMatchObject({ status: 'pending', sentAt: null });
    expect(await jobOf(id)).toMatchObject({ state: 'running', leaseOwner: takenBy });
    expect(logLines.join('')).toContain('email sent after its lease was taken over');
  });

  it('retries a failing email after its backoff and gives it up as failed after the bound', async () => {
    const [id = ''] = await queue(1);
    let tries = 0;
    const refuse = async () => {
      tries += 1;
      throw new Error(`550 mailbox unavailable (try ${tries})`);
    };
    const sender = createOutboxSender(
      refuse,
      fast({ maxAttempts: 3, retryDelayMs: (attempts) => attempts * 150 }),
    );
    await sender.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'pending' });
    expect(await jobOf(id)).toMatchObject({ state: 'queued', attempts: 1, leaseOwner: null });
    await sender.drain();
    expect(tries).toBe(1);

    await sleep(200);
    await sender.drain();
    expect(tries).toBe(2);
    await sleep(350);
    await sender.drain();
    expect(tries).toBe(3);
    expect(await rowOf(id)).toMatchObject({ status: 'failed' });
    expect(await jobOf(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable (try 3)',
    });
    expect(logLines.join('')).toContain('email given up: delivery failed');
    await sleep(500);
    await sender.drain();
    expect(tries).toBe(3);
  });

  it('ends the job of an email deleted before it left (its account was deleted), sending nothing', async () => {
    const [id = ''] = await queue(1);
    await test.db.delete(emailOutbox).where(eq(emailOutbox.id, id));
    const other = recorder();
    await createOutboxSender(other.send, fast()).drain();
    expect(other.sent).toEqual([]);
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openConfiguredDatabase } from '../src/db/embedded-folder';
import type { Db } from '../src/db/client';
import { emailOutbox, jobs } from '../src/db/schema';
import {
  createTransport,
  outboxDefaults,
  sendEmailJob,
  type OutboxSettings,
  type Transport,
} from '../src/domain/email/send-email-job';
import { createJobRunner } from '../src/jobs/runner';
import { queueEmail } from '../src/domain/email/outbox';
import { withDatabase } from '../src/test/global-setup';
import { adminConnection } from '../src/test/postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
// Longer than reopening the embedded database takes on a loaded machine, so the first look finds it running.
const LEASE_MS = 10_000;
const serverUrl = process.env.DATABASE_URL;
let folder: string;
/** Where the test's database is: a fresh PostgreSQL database with DATABASE_URL, else an embedded one. */
let location: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'outbox-lease-'));
  location = path.join(folder, 'data');
  if (!serverUrl) return;
  const name = `visabridge_outbox_lease_${randomBytes(4).toString('hex')}`;
  const admin = await adminConnection(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  location = withDatabase(serverUrl, name);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = await adminConnection(serverUrl);
  await admin.query(`drop database if exists ${new URL(location).pathname.slice(1)} with (force)`);
  await admin.end();
});

/** As the server opens it; a new embedded database is migrated before it is moved into place. */
const open = () =>
  openConfiguredDatabase(
    serverUrl
      ? { databaseUrl: location, dataDir: 'memory://' }
      : { databaseUrl: undefined, dataDir: location },
    (created) => created.migrate(),
  );

/** An outbox sender: a job runner with the one kind that sends emails. */
const createOutboxSender = (db: Db, send: Transport, log: FastifyBaseLogger, settings: OutboxSettings) =>
  createJobRunner({ db, log, kinds: [sendEmailJob({ db, send, settings })] });

/** Starts the sender process and resolves once it is sending a row (so it holds that row's lease). */
const startDoomedSender = () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'outbox-lease-sender.ts'), location, String(LEASE_MS)],
    { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const sending = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /sending (\S+)\n/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the sender exited (${code}) before sending`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { sending, kill: () => (child.kill('SIGKILL'), exited) };
};

it('delivers a row exactly once after its sender is killed mid-send and its lease lapses', async () => {
  const mailDir = path.join(folder, 'mail');
  const setup = await open();
  await setup.migrate();
  const id = await queueEmail(setup.db, {
    to: 'traveller@example.com',
    subject: 'Reset your password',
    body: 'A link',
  });
  // The embedded database takes one process at a time; a PostgreSQL server takes both at once.
  if (!serverUrl) await setup.close();

  const doomed = startDoomedSender();
  expect(await doomed.sending).toBe(id);
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: folder,
    MAIL_DIR: mailDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const settings = { ...outboxDefaults, leaseMs: LEASE_MS };
  const rowOf = async (db: typeof setup.db) =>
    (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
  const jobOf = async (db: typeof setup.db) =>
    (
      await db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'emailId' = ${id}`)
    )[0];
  if (serverUrl) {
    // While the sender lives it renews its lease past the first one: the row stays its own.
    await sleep(LEASE_MS + 1_000);
    await createOutboxSender(setup.db, createTransport(config, log), log, settings).drain();
    expect(await rowOf(setup.db)).toMatchObject({ status: 'pending' });
    expect(await jobOf(setup.db)).toMatchObject({ state: 'running', attempts: 1 });
    await setup.close();
  }
  await doomed.kill();

  const database = await open();
  const sender = createOutboxSender(database.db, createTransport(config, log), log, settings);
  try {
    // The dead sender's lease still runs: the row is not taken yet.
    await sender.drain();
    expect(await rowOf(database.db)).toMatchObject({ status: 'pending' });
    expect(await jobOf(database.db)).toMatchObject({ state: 'running', attempts: 1 });

    await sleep(LEASE_MS + 200);
    await sender.drain();
    await sender.drain();
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(id);
    expect(await rowOf(database.db)).toMatchObject({ status: 'sent' });
    expect(await jobOf(database.db)).toMatchObject({ state: 'done', attempts: 2 });
  } finally {
    await database.close();
  }
}, 180_000);

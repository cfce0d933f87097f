import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { emailOutbox } from '../src/db/schema';
import { createOutboxSender, createTransport, outboxDefaults } from '../src/jobs/outbox-sender';

const here = path.dirname(fileURLToPath(import.meta.url));
// Longer than reopening the database takes on a loaded machine, so the first look finds the lease running.
const LEASE_MS = 10_000;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'outbox-lease-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Starts the sender process and resolves once it is sending a row (so it holds that row's lease). */
const startDoomedSender = (dataDir: string) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'outbox-lease-sender.ts'), dataDir, String(LEASE_MS)],
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
  const dataDir = path.join(folder, 'data');
  const mailDir = path.join(folder, 'mail');
  const setup = openDatabase({ dataDir });
  await setup.migrate();
  const [queued] = await setup.db
    .insert(emailOutbox)
    .values({ recipient: 'traveller@example.com', subject: 'Reset your password', body: 'A link' })
    .returning({ id: emailOutbox.id });
  await setup.close();

  const doomed = startDoomedSender(dataDir);
  expect(await doomed.sending).toBe(queued?.id);
  await doomed.kill();

  const database = openDatabase({ dataDir });
  const log = Fastify({ logger: { level: 'warn' } }).log;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    MAIL_DIR: mailDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const sender = createOutboxSender(database.db, createTransport(config, log), log, {
    ...outboxDefaults,
    leaseMs: LEASE_MS,
  });
  const rowNow = async () =>
    (
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, queued?.id ?? ''))
    )[0];
  try {
    // The dead sender's lease still runs: the row is not taken yet.
    await sender.drain();
    expect(await rowNow()).toMatchObject({ status: 'sending', attempts: 1 });

    await sleep(LEASE_MS + 200);
    await sender.drain();
    await sender.drain();
    const files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(queued?.id);
    expect(await rowNow()).toMatchObject({ status: 'sent', attempts: 2 });
  } finally {
    await database.close();
  }
}, 180_000);

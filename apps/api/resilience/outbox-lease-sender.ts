/**
 * A sender process for outbox-lease.test.ts: claims the outbox's due rows with a transport that never
 * returns, says which row it is sending, and keeps renewing the lease until the test kills it.
 */
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client';
import { createOutboxSender, outboxDefaults } from '../src/jobs/outbox-sender';

const [dataDir = '', leaseMs = ''] = process.argv.slice(2);
const database = openDatabase({ dataDir });
const log = Fastify({ logger: { level: 'warn' } }).log;
const neverAnswers = (email: { id: string }) => {
  process.stdout.write(`sending ${email.id}\n`);
  return new Promise<void>(() => undefined);
};
void createOutboxSender(database.db, neverAnswers, log, {
  ...outboxDefaults,
  leaseMs: Number(leaseMs),
}).drain();

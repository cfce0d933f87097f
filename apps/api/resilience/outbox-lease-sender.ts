/**
 * A sender process for outbox-lease.test.ts: a job runner whose email kind claims the due send-email
 * jobs with a transport that never returns, says which row it is sending, and keeps renewing the lease
 * (its heartbeat) until the test kills it.
 * Arguments: the database (a PostgreSQL URL, or the embedded database's data folder) and the lease in ms.
 */
import Fastify from 'fastify';
import { openConfiguredDatabase } from '../src/db/embedded-folder';
import { outboxDefaults, sendEmailJob } from '../src/domain/email/send-email-job';
import { createJobRunner } from '../src/jobs/runner';

const [location = '', leaseMs = ''] = process.argv.slice(2);
const isUrl = location.startsWith('postgres');
// The test made the database: an embedded folder is there already.
const database = await openConfiguredDatabase(
  isUrl ? { databaseUrl: location, dataDir: 'memory://' } : { databaseUrl: undefined, dataDir: location },
  () => Promise.reject(new Error(`no database in ${location}`)),
);
const log = Fastify({ logger: { level: 'warn' } }).log;
const neverAnswers = (email: { id: string }) => {
  process.stdout.write(`sending ${email.id}\n`);
  return new Promise<void>(() => undefined);
};
const settings = { ...outboxDefaults, leaseMs: Number(leaseMs) };
void createJobRunner({
  db: database.db,
  log,
  kinds: [sendEmailJob({ db: database.db, send: neverAnswers, settings })],
}).drain();

import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { createMailDrop } from './mail-drop';
import { SEND_EMAIL } from './outbox';
import { exponentialBackoff, subjectOf, type JobKind } from '../../jobs/runner';

/** How the outbox sends; every value can be shortened by a test. */
export type OutboxSettings = Pick<JobKind, 'leaseMs' | 'maxAttempts' | 'retryDelayMs' | 'concurrency'>;

/** Six sends, 2 minutes after the first failure and doubling, so an SMTP outage of about an hour loses nothing. */
export const outboxDefaults: OutboxSettings = {
  leaseMs: 120_000,
  maxAttempts: 6,
  retryDelayMs: exponentialBackoff({ firstMs: 120_000, maxMs: 3_840_000 }),
  concurrency: 10,
};

export type OutboxEmail = { id: string; to: string; subject: string; text: string };
export type Transport = (email: OutboxEmail) => Promise<void>;

/**
 * SMTP when configured; otherwise the mail folder, where a developer opens the emails. Either way the
 * log names only the outbox row: an address is personal data, and a body carries live links.
 */
export const createTransport = (config: Config, log: FastifyBaseLogger): Transport => {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return async ({ id, ...email }) => {
      await smtp.sendMail({ from: config.mailFrom, ...email });
      log.info({ emailId: id }, 'email sent');
    };
  }
  const folder = config.mailDir;
  if (!folder) throw new Error('no SMTP_URL and no mail folder to write emails to');
  const drop = createMailDrop(folder);
  return async (email) => {
    await drop({ from: config.mailFrom, ...email });
    log.info({ emailId: email.id }, 'email written to the mail folder');
  };
};

/**
 * The `send-email` job kind: sends one outbox row's email, and marks the row sent in the transaction
 * that ends the job, only while this worker still holds it. A job whose row is gone (its account was
 * deleted) or already sent ends with nothing sent.
 */
export const sendEmailJob = ({
  db,
  send,
  settings = outboxDefaults,
}: {
  db: Db;
  send: Transport;
  settings?: OutboxSettings;
}): JobKind => ({
  name: SEND_EMAIL,
  ...settings,
  stoppedReason: 'its sender stopped while sending it',
  messages: {
    retrying: 'email delivery failed',
    givenUp: 'email given up: delivery failed',
    lostLease: 'email sent after its lease was taken over',
  },
  run: async (job, complete) => {
    const id = subjectOf(job, 'emailId');
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
    if (!email) return;
    await send({ id, to: email.recipient, subject: email.subject, text: email.body });
    await complete(async (tx) => {
      await tx.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.id, id));
    });
  },
  onFailed: async (tx, job) => {
    await tx
      .update(emailOutbox)
      .set({ status: 'failed' })
      .where(eq(emailOutbox.id, subjectOf(job, 'emailId')));
  },
});

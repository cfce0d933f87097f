import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { startBackgroundLoop } from './background-loop';
import { createMailDrop } from '../modules/email/mail-drop';

/** How the outbox sends; every value can be shortened by a test. */
export type OutboxSettings = {
  /** A claimed row belongs to its sender this long unless renewed; then any sender may take it. */
  leaseMs: number;
  /** Sends per row before it is given up as 'failed'. */
  maxAttempts: number;
  /** Wait before the next try after the n-th failed attempt. */
  retryDelayMs: (attempts: number) => number;
  batchSize: number;
  pollMs: number;
};

export const outboxDefaults: OutboxSettings = {
  leaseMs: 120_000,
  maxAttempts: 6,
  retryDelayMs: (attempts) => 2 ** attempts * 60_000,
  batchSize: 10,
  pollMs: 5_000,
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

const leaseUntil = (leaseMs: number) => sql`now() + ${leaseMs}::integer * interval '1 millisecond'`;

type Claimed = typeof emailOutbox.$inferSelect & { leaseToken: string };

/**
 * Claims due rows with SKIP LOCKED, so several API instances share one outbox: pending rows whose time
 * has come, and rows whose sender's lease lapsed (it died or hung mid-send). Each claim is an attempt.
 */
const claimBatch = async (db: Db, settings: OutboxSettings): Promise<Claimed[]> => {
  const leaseToken = randomUUID();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseToken,
      leaseExpiresAt: leaseUntil(settings.leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.map((row) => ({ ...row, leaseToken }));
};

/** The row, while this sender still holds its lease: the only rows a sender may change. */
const heldBy = (row: Claimed) =>
  and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, 'sending'),
    eq(emailOutbox.leaseToken, row.leaseToken),
  );

/** Extends the lease; false when it was lost (it lapsed and another sender took the row). */
const renewLease = async (db: Db, row: Claimed, leaseMs: number) => {
  const renewed = await db
    .update(emailOutbox)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(heldBy(row))
    .returning({ id: emailOutbox.id });
  return renewed.length > 0;
};

/** One outbox sender: `drain` sends every due row once, holding a renewed lease on each while it sends. */
export const createOutboxSender = (
  db: Db,
  send: Transport,
  log: FastifyBaseLogger,
  settings: OutboxSettings = outboxDefaults,
) => {
  const fail = async (row: Claimed, error: unknown) => {
    const isLastAttempt = row.attempts >= settings.maxAttempts;
    const lastError = error instanceof Error ? error.message : String(error);
    await db
      .update(emailOutbox)
      .set({
        status: isLastAttempt ? 'failed' : 'pending',
        lastError,
        leaseToken: null,
        leaseExpiresAt: null,
        nextAttemptAt: new Date(Date.now() + settings.retryDelayMs(row.attempts)),
      })
      .where(heldBy(row));
    if (isLastAttempt)
      log.error({ err: error, emailId: row.id, attempts: row.attempts }, 'email given up: delivery failed');
    else log.warn({ err: error, emailId: row.id, attempts: row.attempts }, 'email delivery failed');
  };

  const deliver = async (row: Claimed) => {
    if (row.attempts > settings.maxAttempts)
      return fail(row, new Error(row.lastError ?? 'its sender stopped while sending it'));
    // A sender paused past its lease has lost the row to another sender, and must not send it too.
    if (!(await renewLease(db, row, settings.leaseMs))) return;
    const heartbeat = setInterval(() => {
      renewLease(db, row, settings.leaseMs).catch((error: unknown) =>
        log.warn({ err: error, emailId: row.id }, 'email lease renewal failed'),
      );
    }, settings.leaseMs / 4);
    try {
      await send({ id: row.id, to: row.recipient, subject: row.subject, text: row.body });
    } catch (error) {
      clearInterval(heartbeat);
      return fail(row, error);
    }
    clearInterval(heartbeat);
    const marked = await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), leaseToken: null, leaseExpiresAt: null })
      .where(heldBy(row))
      .returning({ id: emailOutbox.id });
    if (marked.length === 0) log.warn({ emailId: row.id }, 'email sent after its lease was taken over');
  };

  let isStopped = false;
  return {
    drain: async () => {
      for (
        let batch = await claimBatch(db, settings);
        batch.length > 0;
        batch = isStopped ? [] : await claimBatch(db, settings)
      )
        await Promise.all(batch.map(deliver));
    },
    stop: () => {
      isStopped = true;
    },
  };
};

/** Sends the outbox in the background: every few seconds, and at once when woken. */
export const startOutboxSender = (
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  settings: OutboxSettings = outboxDefaults,
) => {
  const sender = createOutboxSender(db, createTransport(config, log), log, settings);
  return startBackgroundLoop({
    drain: sender.drain,
    pollMs: settings.pollMs,
    log,
    failure: 'outbox sender failed',
    onStop: sender.stop,
  });
};

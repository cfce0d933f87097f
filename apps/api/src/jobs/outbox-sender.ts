import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { createMailDrop } from '../modules/email/mail-drop';

const BATCH_SIZE = 10;
const MAX_ATTEMPTS = 6;
const POLL_MS = 5_000;

type Transport = (email: { id: string; to: string; subject: string; text: string }) => Promise<void>;

/**
 * SMTP when configured; otherwise the mail folder, where a developer opens the emails. Either way the
 * log names only the outbox row: an address is personal data, and a body carries live links.
 */
const createTransport = (config: Config, log: FastifyBaseLogger): Transport => {
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

/** Claims due messages with SKIP LOCKED, so several API replicas can share one outbox. */
const claimBatch = (db: Db) => {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, new Date())))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning();
};

export const startOutboxSender = (db: Db, config: Config, log: FastifyBaseLogger) => {
  const send = createTransport(config, log);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let wokenWhileRunning = false;

  const deliver = async (row: Awaited<ReturnType<typeof claimBatch>>[number]) => {
    try {
      await send({ id: row.id, to: row.recipient, subject: row.subject, text: row.body });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const retryInMinutes = 2 ** row.attempts;
      log.warn({ err: error, emailId: row.id }, 'email delivery failed');
      await db
        .update(emailOutbox)
        .set({
          status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: String(error),
          nextAttemptAt: new Date(Date.now() + retryInMinutes * 60_000),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  };

  const drain = async () => {
    for (let batch = await claimBatch(db); batch.length > 0 && !stopped; batch = await claimBatch(db)) {
      await Promise.all(batch.map(deliver));
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox sender failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, wokenWhileRunning ? 0 : POLL_MS);
        wokenWhileRunning = false;
      });
  };

  const recoverStuck = async () => {
    // A process that died mid-send leaves rows in 'sending'; give them back after ten minutes.
    await db
      .update(emailOutbox)
      .set({ status: 'pending' })
      .where(
        and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.nextAttemptAt, new Date(Date.now() - 600_000))),
      );
  };

  void recoverStuck().then(run, (error: unknown) => log.error({ err: error }, 'outbox recovery failed'));

  return {
    wake: () => {
      clearTimeout(timer);
      run();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};

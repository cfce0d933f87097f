import { emailOutbox } from '../../db/schema';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/enqueue-job';

export type OutgoingEmail = { to: string; subject: string; body: string };

/** The job kind that sends one outbox email (send-email-job.ts). */
export const SEND_EMAIL = 'send-email';

/**
 * Queues an email in the caller's transaction, so it is sent only if the change it reports is stored:
 * the outbox row keeps the email and whether it was sent, its job the sending. Answers the row's id.
 */
export const queueEmail = async (db: Db, email: OutgoingEmail) => {
  const [row] = await db
    .insert(emailOutbox)
    .values({ recipient: email.to, subject: email.subject, body: email.body })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  await enqueueJob(db, { kind: SEND_EMAIL, payload: { emailId: row.id } });
  return row.id;
};

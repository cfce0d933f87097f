import { emailOutbox } from '../../db/schema';
import type { Db } from '../../db/client';

export type OutgoingEmail = { to: string; subject: string; body: string };

/** Queues an email in the caller's transaction, so it is sent only if the change it reports is stored. */
export const queueEmail = async (db: Db, email: OutgoingEmail) => {
  await db.insert(emailOutbox).values({ recipient: email.to, subject: email.subject, body: email.body });
};

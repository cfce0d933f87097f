import { createHmac } from 'node:crypto';
import type { ContactMessageInput, ContactReceiptView, InterfaceLanguage } from '@visabridge/contract';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { tooManyRequests } from '../../lib/errors';
import { queueEmail } from '../../domain/email/outbox';
import { acknowledgementEmail, supportCopyEmail } from './contact-emails';

/** At most this many messages an hour from one network address, and to one email address. */
const contactLimits = { perSender: 5, perEmail: 3, windowMs: 3_600_000 };
// Serialises the count and the insert across instances; the form is low-volume, one lock is enough.
const CONTACT_LOCK_KEY = 7_311_061;

/** A keyed hash of the client's address: the same sender gets the same key, the address is never stored. */
const senderKeyOf = (secret: string, ip: string) =>
  createHmac('sha256', secret).update(`contact:${ip}`).digest('base64url');

/** Throws 429 with the seconds until the oldest message that counts leaves the hour. */
const assertWithinLimits = async (db: Db, senderKey: string, email: string, now: Date) => {
  const since = new Date(now.getTime() - contactLimits.windowMs);
  const recent = await db
    .select({
      senderKey: contactMessages.senderKey,
      email: contactMessages.email,
      at: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, since),
        or(eq(contactMessages.senderKey, senderKey), eq(contactMessages.email, email)),
      ),
    )
    .orderBy(asc(contactMessages.createdAt));
  const waits = [
    { rows: recent.filter((row) => row.senderKey === senderKey), limit: contactLimits.perSender },
    { rows: recent.filter((row) => row.email === email), limit: contactLimits.perEmail },
  ].flatMap(({ rows, limit }) => {
    // Sending is allowed again once all but limit - 1 of these are older than an hour.
    const freeing = rows[rows.length - limit];
    return freeing ? [freeing.at.getTime() + contactLimits.windowMs - now.getTime()] : [];
  });
  if (waits.length === 0) return;
  const seconds = Math.max(1, Math.ceil(Math.max(...waits) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw tooManyRequests(
    'TOO_MANY_CONTACT_MESSAGES',
    `You have sent several messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    seconds,
  );
};

/** Stores a contact-form message and queues the support team's copy (when configured) and the sender's acknowledgement. */
export const sendContactMessage = async ({
  ctx,
  input,
  userId,
  ip,
  language,
}: {
  ctx: AppContext;
  input: ContactMessageInput;
  userId: string | null;
  ip: string;
  /** The request's language: the acknowledgement, and later a reply, are written in it. */
  language: InterfaceLanguage;
}): Promise<ContactReceiptView> => {
  const senderKey = senderKeyOf(ctx.config.jwtSecret, ip);
  const stored = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK_KEY})`);
    await assertWithinLimits(tx, senderKey, input.email, new Date());
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...input, userId, senderKey, language })
      .returning();
    if (!row) throw new Error('contact message insert returned nothing');
    if (ctx.config.support.email) {
      await queueEmail(tx, supportCopyEmail(ctx.config.support.email, row, ctx.config.publicUrl));
    }
    await queueEmail(tx, acknowledgementEmail(row, ctx.config.interfaceLanguages, language));
    return row;
  });
  ctx.wakeMailer();
  return { id: stored.id, email: stored.email, topic: input.topic, sentAt: stored.createdAt.toISOString() };
};

import { and, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { queueEmail } from '../../domain/email/outbox';
import { excerptOf } from '../../domain/applications/tell-agent';
import type { ConversationRow } from './chat-views';

/** A side that has not had the chat open for this long is away and is told by email. */
export const AWAY_AFTER_MS = 2 * 60_000;
/** At most one email per conversation and side in this window, however many messages arrive. */
const EMAIL_GAP_MS = 10 * 60_000;
const USER_SUBJECT = 'New reply from VisaBridge support';

const sinceGap = () => new Date(Date.now() - EMAIL_GAP_MS);
const isAway = (seenAt: Date | null) => !seenAt || Date.now() - seenAt.getTime() > AWAY_AFTER_MS;

/** The staff inbox opens this conversation from the link. */
export const staffLinkOf = (ctx: AppContext, conversationId: string) =>
  `${ctx.config.publicUrl}/chat?conversation=${conversationId}`;

/** Staff answered: the user hears by email when their chat is not open, once per gap. */
export const emailUserIfAway = async (
  ctx: AppContext,
  tx: Db,
  conversation: ConversationRow,
  body: string,
) => {
  if (!isAway(conversation.userSeenAt)) return false;
  const [user] = await tx.select().from(users).where(eq(users.id, conversation.userId));
  if (!user) return false;
  const [recent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipient, user.email),
        eq(emailOutbox.subject, USER_SUBJECT),
        gt(emailOutbox.createdAt, sinceGap()),
      ),
    )
    .limit(1);
  if (recent) return false;
  await queueEmail(tx, {
    to: user.email,
    subject: USER_SUBJECT,
    body: [
      `Hello ${user.firstName},`,
      '',
      'Our support team answered you in the chat:',
      '',
      excerptOf(body),
      '',
      'Read and reply here:',
      `${ctx.config.publicUrl}/chat`,
    ].join('\n'),
  });
  return true;
};

/** SUPPORT_EMAIL when configured, else every active admin. */
const staffRecipients = async (ctx: AppContext, tx: Db) => {
  if (ctx.config.support.email) return [ctx.config.support.email];
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return admins.map((admin) => admin.email);
};

/**
 * A user wrote: staff hear by email when none has this conversation open (staff_seen_at) and no staff
 * stream is live anywhere (`isStaffOnline`), once per gap and conversation.
 */
export const emailStaffIfAway = async (
  ctx: AppContext,
  tx: Db,
  conversation: ConversationRow,
  body: string,
  isStaffOnline: boolean,
) => {
  if (isStaffOnline || !isAway(conversation.staffSeenAt)) return false;
  const link = staffLinkOf(ctx, conversation.id);
  const [recent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(like(emailOutbox.body, `%${link}%`), gt(emailOutbox.createdAt, sinceGap())))
    .limit(1);
  if (recent) return false;
  const [user] = await tx
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, email: users.email })
    .from(users)
    .where(eq(users.id, conversation.userId));
  const name = user?.name ?? 'A user';
  for (const to of await staffRecipients(ctx, tx))
    await queueEmail(tx, {
      to,
      subject: `Support chat: new message from ${name}`,
      body: [
        `${name}${user ? ` (${user.email})` : ''} wrote in the support chat while no one was online:`,
        '',
        excerptOf(body),
        '',
        'Answer here:',
        link,
      ].join('\n'),
    });
  return true;
};

import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { emailTo, type Recipient } from '../../domain/email/email-language';
import { queueEmail } from '../../domain/email/outbox';
import { excerptOf } from '../../domain/applications/tell-agent';
import { staffMessageEmail, userReplyEmail, userReplySubjects } from './away-email-texts';
import type { ConversationRow } from './chat-views';

/** A side that has not had the chat open for this long is away and is told by email. */
export const AWAY_AFTER_MS = 2 * 60_000;
/** At most one email per conversation and side in this window, however many messages arrive. */
const EMAIL_GAP_MS = 10 * 60_000;

const sinceGap = () => new Date(Date.now() - EMAIL_GAP_MS);
const isAway = (seenAt: Date | null) => !seenAt || Date.now() - seenAt.getTime() > AWAY_AFTER_MS;

/** The staff inbox opens this conversation from the link. */
export const staffLinkOf = (ctx: AppContext, conversationId: string) =>
  `${ctx.config.publicUrl}/chat?conversation=${conversationId}`;

/** Staff answered: the user hears by email, in their language, when their chat is not open, once per gap. */
export const emailUserIfAway = async (
  ctx: AppContext,
  tx: Db,
  conversation: ConversationRow,
  body: string,
) => {
  if (!isAway(conversation.userSeenAt)) return false;
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.id, conversation.userId));
  if (!user) return false;
  const [recent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipient, user.email),
        inArray(emailOutbox.subject, userReplySubjects),
        gt(emailOutbox.createdAt, sinceGap()),
      ),
    )
    .limit(1);
  if (recent) return false;
  const facts = { firstName: user.firstName, excerpt: excerptOf(body), link: `${ctx.config.publicUrl}/chat` };
  await queueEmail(tx, emailTo(user, ctx.config.interfaceLanguages, userReplyEmail, facts));
  return true;
};

/** SUPPORT_EMAIL when configured (a team's inbox, written to in English), else every active admin in their language. */
const staffRecipients = async (ctx: AppContext, tx: Db): Promise<Recipient[]> => {
  const { email } = ctx.config.support;
  if (email) return [{ email, firstName: '', interfaceLanguage: null }];
  return tx
    .select({ email: users.email, firstName: users.firstName, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)));
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
  const facts = { writer: user ?? null, excerpt: excerptOf(body), link };
  for (const staff of await staffRecipients(ctx, tx))
    await queueEmail(tx, emailTo(staff, ctx.config.interfaceLanguages, staffMessageEmail, facts));
  return true;
};

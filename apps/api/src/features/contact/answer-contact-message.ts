import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contactMessages, contactReplies, users } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../domain/identity/views';
import { recordAudit } from '../../domain/audit/record-audit';
import { queueEmail } from '../../domain/email/outbox';
import { replyEmail } from './contact-emails';
import { findContactMessage } from './contact-inbox';

const target = (id: string) => ({ targetType: 'contact_message' as const, targetId: id });

/** Emails a reply to the sender from the product, keeps it with the message and audits it. */
export const replyToContactMessage = async (ctx: AppContext, actor: UserRow, id: string, body: string) => {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!message) throw notFound('Contact message not found');
    await tx.insert(contactReplies).values({ messageId: id, authorId: actor.id, body });
    const [account] = message.userId
      ? await tx
          .select({ interfaceLanguage: users.interfaceLanguage })
          .from(users)
          .where(eq(users.id, message.userId))
      : [];
    const reply = { body, publicUrl: ctx.config.publicUrl };
    await queueEmail(
      tx,
      replyEmail(
        message,
        reply,
        ctx.config.interfaceLanguages,
        // The account's language follows its holder; a visitor without one reads the page's they wrote on.
        account?.interfaceLanguage ?? message.language,
      ),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contact.replied',
      ...target(id),
      details: { email: message.email, topic: message.topic },
    });
  });
  ctx.wakeMailer();
  return findContactMessage(ctx, id);
};

/** Marks a message handled (by the actor, now) or open again; audits only a real change. */
export const setContactMessageHandled = async (
  ctx: AppContext,
  actor: UserRow,
  id: string,
  handled: boolean,
) => {
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
      .where(
        and(
          eq(contactMessages.id, id),
          handled ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
        ),
      )
      .returning({ email: contactMessages.email });
    if (changed) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: handled ? 'contact.handled' : 'contact.reopened',
        ...target(id),
        details: { email: changed.email },
      });
    }
  });
  // Also answers 404 for an unknown id, which the update could not tell from "no change".
  return findContactMessage(ctx, id);
};

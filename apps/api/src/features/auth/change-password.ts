import { eq } from 'drizzle-orm';
import { accountMessages, type ChangePasswordInput } from '@visabridge/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import type { Actor } from '../../domain/identity/session-cache';
import { queueEmail } from '../../domain/email/outbox';
import { confirmPassword } from './confirm-password';
import { passwordChangedEmail } from '../../domain/identity/account-emails';
import { recordSecurityEvent, type Client } from '../../domain/identity/record-security-event';
import { expireLinkTokens } from '../../domain/identity/link-tokens';
import { hashNewPassword, personalFactsOf } from './password-strength';
import { revokeAllSessions } from '../../domain/identity/sessions';

/**
 * Sets a new password after checking the current one and its strength; every other session and every
 * unused reset link ends, and the owner is told.
 */
export const changePassword = async ({
  ctx,
  actor,
  input,
  client,
}: {
  ctx: AppContext;
  actor: Actor;
  input: ChangePasswordInput;
  client: Client;
}) => {
  const { user, sessionId } = actor;
  await confirmPassword(ctx, {
    user,
    password: input.currentPassword,
    ip: client.ip,
    field: 'currentPassword',
    message: accountMessages.currentPasswordIncorrect,
  });
  if (input.newPassword === input.currentPassword) {
    throw new AppError('SAME_PASSWORD', 400, accountMessages.samePassword, [
      { field: 'newPassword', message: accountMessages.samePassword },
    ]);
  }
  const passwordHash = await hashNewPassword(ctx.config, {
    password: input.newPassword,
    field: 'newPassword',
    personal: personalFactsOf(ctx, user),
  });
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const ended = await revokeAllSessions(ctx, tx, user.id, sessionId);
    await recordSecurityEvent(
      ctx,
      { kind: 'password_changed', client, userId: user.id, details: { sessionsEnded: ended } },
      tx,
    );
    // A reset link sent before (perhaps to someone who read the old mailbox) must not undo this change.
    await expireLinkTokens(tx, user.id, 'reset_password');
    await queueEmail(tx, passwordChangedEmail(user, ctx.config.interfaceLanguages, ctx.config.publicUrl));
  });
  ctx.wakeMailer();
};

import { eq } from 'drizzle-orm';
import { accountMessages, type ChangePasswordInput } from '@visabridge/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { queueEmail } from '../email/outbox';
import { confirmPassword } from './confirm-password';
import { passwordChangedEmail } from './emails';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/** Sets a new password after checking the current one; every other session ends and the owner is told. */
export const changePassword = async ({
  ctx,
  actor,
  input,
  ip,
}: {
  ctx: AppContext;
  actor: Actor;
  input: ChangePasswordInput;
  ip: string;
}) => {
  const { user, sessionId } = actor;
  await confirmPassword(ctx, {
    user,
    password: input.currentPassword,
    ip,
    field: 'currentPassword',
    message: accountMessages.currentPasswordIncorrect,
  });
  if (input.newPassword === input.currentPassword) {
    throw new AppError('SAME_PASSWORD', 400, accountMessages.samePassword, [
      { field: 'newPassword', message: accountMessages.samePassword },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllSessions({ db: tx }, user.id, sessionId);
    await queueEmail(tx, passwordChangedEmail(user, ctx.config.publicUrl));
  });
  ctx.wakeMailer();
};

import { secondFactorMessages } from '@visabridge/contract/second-factor';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import type { Actor } from '../../domain/identity/session-cache';
import { forgiveLoginAttempts, reserveLoginAttempt } from '../../domain/identity/login-limits';
import { recordSecurityEvent, type Client } from '../../domain/identity/record-security-event';
import { useRecoveryCode } from './recovery-codes';
import { markSessionVerified } from '../../domain/identity/second-factor-state';
import { acceptTotpCode } from './totp';

/** Someone past the password failed the second factor: the owner should see it among their sign-ins. */
export const recordWrongSecondFactor = ({
  ctx,
  actor,
  client,
  reason,
}: {
  ctx: AppContext;
  actor: Actor;
  client: Client;
  reason: 'wrong_code' | 'wrong_passkey';
}) =>
  recordSecurityEvent(ctx, { kind: 'sign_in_failed', client, userId: actor.user.id, details: { reason } });

/**
 * Checks an authenticator code or a recovery code and marks the session as having passed its second
 * factor (finishing a sign-in, or a step-up). Wrong codes count like wrong passwords (same limits).
 */
export const verifySecondFactor = async ({
  ctx,
  actor,
  code,
  client,
}: {
  ctx: AppContext;
  actor: Actor;
  code: string;
  client: Client;
}) => {
  const attempt = { email: actor.user.email, ip: client.ip };
  // Counted as a failure from here until the code proves right, as passwords are (login-limits.ts).
  await reserveLoginAttempt({ ctx, attempt, kind: 'code' });
  const isAccepted = await ctx.db.transaction(async (tx) => {
    const isCode = /^\d{6}$/.test(code);
    const accepted = isCode
      ? Boolean(await acceptTotpCode(tx, { userId: actor.user.id, code }))
      : await useRecoveryCode(tx, { userId: actor.user.id, code });
    if (accepted) await markSessionVerified(ctx, tx, actor.sessionId);
    return accepted;
  });
  if (!isAccepted) {
    await recordWrongSecondFactor({ ctx, actor, client, reason: 'wrong_code' });
    throw new AppError('SECOND_FACTOR_INCORRECT', 400, secondFactorMessages.codeIncorrect, [
      { field: 'code', message: secondFactorMessages.codeIncorrect },
    ]);
  }
  await forgiveLoginAttempts(ctx, attempt);
};

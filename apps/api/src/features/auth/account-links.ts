import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages, type InterfaceLanguage } from '@visabridge/contract';
import { users } from '../../db/schema';
import { AppError, fieldError, tooManyRequests } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { linkEmployeeAccount } from '../corporate/employee-accounts';
import { queueEmail } from '../../domain/email/outbox';
import { passwordChangedEmail, passwordResetEmail } from '../../domain/identity/account-emails';
import { verificationEmail } from '../../domain/identity/verification-email';
import {
  consumeLinkToken,
  expireLinkTokens,
  findLinkHolder,
  findUsedLinkToken,
  issueLinkToken,
  secondsUntilLinkAllowed,
} from '../../domain/identity/link-tokens';
import { hashNewPassword, personalFactsOf } from './password-strength';
import { recordSecurityEvent, type Client } from '../../domain/identity/record-security-event';
import { forgetUserSessions } from '../../domain/identity/session-cache';
import { revokeAllSessions } from '../../domain/identity/sessions';
import type { UserRow } from '../../domain/identity/views';

const invalidToken = (message: string) => fieldError({ code: 'INVALID_TOKEN', field: 'token', message });

/** The account whose verification link was clicked again, when it is verified: a harmless repeat. */
const verifiedBefore = async (ctx: AppContext, token: string) => {
  const userId = await findUsedLinkToken(ctx.db, token, 'verify_email');
  if (!userId) return false;
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
  return Boolean(user);
};

/**
 * Verifies the address a link was sent to. A link used before answers 'already_verified' while its
 * account stays verified (people click twice); a forged, expired or other-purpose token is refused.
 */
export const verifyEmail = async ({ ctx, token }: { ctx: AppContext; token: string }) => {
  const isVerifiedNow = await ctx.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'verify_email');
    if (!userId) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    await forgetUserSessions(ctx, tx, userId);
    return true;
  });
  if (isVerifiedNow) return 'verified';
  if (await verifiedBefore(ctx, token)) return 'already_verified';
  throw invalidToken(messages.verifyTokenInvalid);
};

export const resendVerification = async ({ ctx, user }: { ctx: AppContext; user: UserRow }) => {
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 409, messages.emailVerified);
  const wait = await secondsUntilLinkAllowed(ctx.db, { userId: user.id, purpose: 'verify_email' });
  if (wait > 0) throw tooManyRequests('TOO_MANY_EMAILS', messages.tooManyEmails, wait);
  await ctx.db.transaction(async (tx) => {
    const link = await issueLinkToken(tx, user.id, 'verify_email', ctx.config.publicUrl);
    await queueEmail(tx, verificationEmail(user, link, ctx.config.interfaceLanguages));
  });
  ctx.wakeMailer();
};

/** Sends a reset link when the account exists, ending the ones sent before; silent otherwise. */
const sendPasswordReset = async ({
  ctx,
  email,
  client,
}: {
  ctx: AppContext;
  email: string;
  client: Client;
}) => {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')));
  if (!user) {
    await recordSecurityEvent(ctx, { kind: 'password_reset_requested', client, userId: null, email });
    return;
  }
  const isSent = await ctx.db.transaction(async (tx) => {
    // Requests answered at once send their links side by side: the account's row, locked, counts them one by one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (await secondsUntilLinkAllowed(tx, { userId: user.id, purpose: 'reset_password' })) return false;
    // Only the newest link works: an older one may sit in a mailbox someone else reads.
    await expireLinkTokens(tx, user.id, 'reset_password');
    const link = await issueLinkToken(tx, user.id, 'reset_password', ctx.config.publicUrl);
    await queueEmail(tx, passwordResetEmail(user, ctx.config.interfaceLanguages, link));
    return true;
  });
  await recordSecurityEvent(ctx, {
    kind: 'password_reset_requested',
    client,
    userId: user.id,
    details: { isLinkSent: isSent },
  });
  if (isSent) ctx.wakeMailer();
};

const resetsUnderWay = new Set<Promise<void>>();

/**
 * Sends a reset link once `answered` settles (the answer has gone out), so the caller answers a known and
 * an unknown email after the same work: the time taken cannot tell who has an account (or was capped).
 */
export const requestPasswordReset = ({
  ctx,
  email,
  answered,
  client,
}: {
  ctx: AppContext;
  email: string;
  answered: Promise<unknown>;
  client: Client;
}) => {
  // A turn of the event loop later too: the embedded database's queries run on this thread.
  const work: Promise<void> = answered
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(() => sendPasswordReset({ ctx, email, client }))
    .catch((error: unknown) => ctx.log.error({ err: error }, 'password reset link not sent'))
    .finally(() => resetsUnderWay.delete(work));
  resetsUnderWay.add(work);
};

/** Resolves once every reset link asked for so far is sent (or failed): for closing the app, and tests. */
export const passwordResetsSettled = async () => {
  await Promise.all([...resetsUnderWay]);
};

/** Sets the new password, proves the email (the link reached it) and ends every open session. */
const invalidLinkMessages = {
  reset_password: messages.resetTokenInvalid,
  invitation: messages.invitationInvalid,
};

type LinkAnswer = {
  token: string;
  password: string;
  employeeId?: string | undefined;
  /** Given when accepting an invitation: the account, never used before, is written in it from now on. */
  interfaceLanguage?: InterfaceLanguage | undefined;
};

/**
 * Sets the password from a single-use link (reset or invitation); the email is then verified too. A
 * company's invitation names its employee record, which the account is linked to in the same step. Every
 * session and every other reset link of the account ends; after a reset the owner is told by email.
 */
export const setPasswordFromLink = async (
  ctx: AppContext,
  purpose: keyof typeof invalidLinkMessages,
  { token, password, employeeId, interfaceLanguage }: LinkAnswer,
  client: Client,
) => {
  // The link is checked first: a dead link is the news, whatever the password.
  const holder = await findLinkHolder(ctx.db, token, purpose, employeeId);
  if (!holder) throw invalidToken(invalidLinkMessages[purpose]);
  const passwordHash = await hashNewPassword(ctx.config, {
    password,
    field: 'password',
    personal: personalFactsOf(ctx, holder),
  });
  await ctx.db.transaction(async (tx) => {
    // A company's invitation is bound to the employee record it was sent for.
    const userId = await consumeLinkToken(tx, token, purpose, employeeId);
    if (!userId) throw invalidToken(invalidLinkMessages[purpose]);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        ...(interfaceLanguage && { interfaceLanguage }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({
        email: users.email,
        firstName: users.firstName,
        interfaceLanguage: users.interfaceLanguage,
      });
    if (employeeId) await linkEmployeeAccount(tx, userId, employeeId);
    const ended = await revokeAllSessions(ctx, tx, userId);
    await expireLinkTokens(tx, userId, 'reset_password');
    const kind = purpose === 'reset_password' ? 'password_reset_completed' : 'password_changed';
    await recordSecurityEvent(
      ctx,
      { kind, client, userId, details: { via: purpose, sessionsEnded: ended } },
      tx,
    );
    if (purpose === 'reset_password' && user) {
      await queueEmail(tx, passwordChangedEmail(user, ctx.config.interfaceLanguages, ctx.config.publicUrl));
    }
  });
  ctx.wakeMailer();
};

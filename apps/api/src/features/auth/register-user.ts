import { createHmac } from 'node:crypto';
import { negotiateLanguage, resolveNames, type RegisterInput } from '@visabridge/contract';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationAttempts, users } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { assertCurrentVersions, recordAcceptedVersions } from '../content/acceptances';
import { queueEmail } from '../../domain/email/outbox';
import { findCountry } from '../../domain/visa/find-country';
import { registrationAttemptEmail } from '../../domain/identity/account-emails';
import { verificationEmail } from '../../domain/identity/verification-email';
import { issueLinkToken } from '../../domain/identity/link-tokens';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from '../../domain/identity/passwords';

const WINDOW_MS = 3_600_000;
/** "Someone tried to sign up with your address" emails to one address in an hour, at most. */
const NOTICES_PER_EMAIL = 3;
// Serialises the count and the insert across instances, as the contact form does; sign-ups are few.
const REGISTRATION_LOCK_KEY = 7_311_062;

/** A keyed hash: the same client address or email gets the same key; neither is stored. */
const keyOf = (secret: string, kind: string, value: string) =>
  createHmac('sha256', secret).update(`register-${kind}:${value}`).digest('base64url');

/**
 * Counts this sign-up against the client address's hourly allowance (429 with Retry-After past it) and
 * returns how many sign-ups named this email in the hour, this one included.
 */
const recordAttempt = async (ctx: AppContext, ip: string, email: string) => {
  const senderKey = keyOf(ctx.config.jwtSecret, 'ip', ip);
  const emailKey = keyOf(ctx.config.jwtSecret, 'email', email);
  const limit = ctx.config.registrationsPerHourPerIp;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
    const now = Date.now();
    const since = new Date(now - WINDOW_MS);
    await tx
      .delete(registrationAttempts)
      .where(and(eq(registrationAttempts.senderKey, senderKey), lt(registrationAttempts.createdAt, since)));
    const recent = await tx
      .select({ at: registrationAttempts.createdAt })
      .from(registrationAttempts)
      .where(and(eq(registrationAttempts.senderKey, senderKey), gt(registrationAttempts.createdAt, since)))
      .orderBy(asc(registrationAttempts.createdAt));
    // Allowed again once all but limit - 1 of these are older than an hour.
    const freeing = recent[recent.length - limit];
    if (freeing) {
      const seconds = Math.max(1, Math.ceil((freeing.at.getTime() + WINDOW_MS - now) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        'TOO_MANY_REGISTRATIONS',
        `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        seconds,
      );
    }
    await tx.insert(registrationAttempts).values({ senderKey, emailKey });
    const [sameEmail] = await tx
      .select({ attempts: count() })
      .from(registrationAttempts)
      .where(and(eq(registrationAttempts.emailKey, emailKey), gt(registrationAttempts.createdAt, since)));
    return sameEmail?.attempts ?? 1;
  });
};

/** The account that already holds the email is told by email, not the person at the form. */
const tellAccountHolder = async (ctx: AppContext, tx: Db, email: string, attempts: number) => {
  if (attempts > NOTICES_PER_EMAIL) return;
  const [holder] = await tx
    .select({ email: users.email, firstName: users.firstName, interfaceLanguage: users.interfaceLanguage })
    .from(users)
    .where(eq(users.email, email));
  if (holder)
    await queueEmail(
      tx,
      registrationAttemptEmail(holder, ctx.config.interfaceLanguages, ctx.config.publicUrl),
    );
};

/**
 * Creates a traveller account, records the Terms and Privacy versions they accepted (refusing outdated ones)
 * and queues the verification email, in one transaction. For an email that already has an account, the
 * answer is the same and its holder gets an email instead: the form never tells who is registered. The
 * account's interface language is the one chosen, else the best of the request's `Accept-Language`.
 */
export const registerUser = async ({
  ctx,
  input,
  ip,
  acceptLanguage,
}: {
  ctx: AppContext;
  input: RegisterInput;
  ip: string;
  acceptLanguage: string | undefined;
}) => {
  const nationality = findCountry(ctx.visa.index, input.nationality, 'nationality');
  const { firstName, lastName } = resolveNames(input);
  await assertStrongPassword({
    password: input.password,
    field: 'password',
    personal: {
      email: input.email,
      firstName,
      lastName,
      dateOfBirth: input.dateOfBirth,
      country: nationality.name,
    },
  });
  // Counted before the costly hash, so a flood of sign-ups is refused cheaply.
  const attempts = await recordAttempt(ctx, ip, input.email);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName,
        lastName,
        role: 'general',
        phone: input.phone,
        nationality: input.nationality,
        dateOfBirth: input.dateOfBirth,
        subscribeNewsletter: input.subscribeNewsletter,
        interfaceLanguage: input.interfaceLanguage ?? negotiateLanguage(acceptLanguage),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!created) {
      await assertCurrentVersions(tx, input.acceptedVersions);
      return tellAccountHolder(ctx, tx, input.email, attempts);
    }
    await recordAcceptedVersions(tx, created.id, input.acceptedVersions);
    const link = await issueLinkToken(tx, created.id, 'verify_email', ctx.config.publicUrl);
    await queueEmail(tx, verificationEmail(created, link, ctx.config.interfaceLanguages));
  });
  ctx.wakeMailer();
};

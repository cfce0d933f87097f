import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { createLinkToken, hashLinkToken } from '../../lib/tokens';

/** `employee_link`: a company asks the holder of an existing account to link it to their employee record. */
export type LinkPurpose = 'verify_email' | 'reset_password' | 'invitation' | 'employee_link';

const lifetimeMs: Record<LinkPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 3_600_000,
  invitation: 7 * 24 * 3_600_000,
  employee_link: 7 * 24 * 3_600_000,
};

const pageOf: Record<LinkPurpose, string> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
  invitation: 'accept-invitation',
  employee_link: 'link-account',
};

/**
 * The purpose as stored: a scope (a company's employee record) binds the token to it, so the token
 * works only for that record and the record's invitations can be told from anyone else's.
 */
export const storedPurpose = (purpose: LinkPurpose, scope?: string) =>
  scope ? `${purpose}:${scope}` : purpose;

/** Issues a single-use token and returns the link that carries it. */
export const issueLinkToken = async (
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  publicUrl: string,
  scope?: string,
) => {
  const { token, tokenHash } = createLinkToken();
  await db.insert(userTokens).values({
    userId,
    purpose: storedPurpose(purpose, scope),
    tokenHash,
    expiresAt: new Date(Date.now() + lifetimeMs[purpose]),
  });
  return `${publicUrl}/${pageOf[purpose]}?token=${token}`;
};

/** Ends the account's unused links of this purpose, so only the newest one sent works. */
export const expireLinkTokens = async (db: Db, userId: string, purpose: LinkPurpose, scope?: string) => {
  await db
    .update(userTokens)
    .set({ expiresAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, storedPurpose(purpose, scope)),
        isNull(userTokens.usedAt),
      ),
    );
};

/** The one test of a link both reading and using it apply: this token, purpose and scope, unused, unexpired. */
const usableLink = (token: string, purpose: LinkPurpose, scope?: string) =>
  and(
    eq(userTokens.tokenHash, hashLinkToken(token)),
    eq(userTokens.purpose, storedPurpose(purpose, scope)),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date()),
  );

/** Marks a valid token used and returns its user id; null when unknown, used, expired or of another purpose. */
export const consumeLinkToken = async (db: Db, token: string, purpose: LinkPurpose, scope?: string) => {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(usableLink(token, purpose, scope))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
};

/**
 * The holder of a valid, unused token (what the password check weighs: email, names, birth date,
 * nationality), without using it; null otherwise.
 */
export const findLinkHolder = async (db: Db, token: string, purpose: LinkPurpose, scope?: string) => {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      nationality: users.nationality,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(usableLink(token, purpose, scope));
  return row ?? null;
};

const LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * Seconds until another link of this purpose may be emailed to the account (0: now): at most
 * LINKS_PER_HOUR an hour, so nobody can flood an inbox through our forms.
 */
export const secondsUntilLinkAllowed = async (
  db: Db,
  { userId, purpose, scope }: { userId: string; purpose: LinkPurpose; scope?: string | undefined },
) => {
  const now = Date.now();
  const sent = await db
    .select({ at: userTokens.createdAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, storedPurpose(purpose, scope)),
        gt(userTokens.createdAt, new Date(now - HOUR_MS)),
      ),
    )
    .orderBy(asc(userTokens.createdAt));
  const freeing = sent[sent.length - LINKS_PER_HOUR];
  return freeing ? Math.max(1, Math.ceil((freeing.at.getTime() + HOUR_MS - now) / 1000)) : 0;
};

/** The user of a genuine token already used for `purpose`; null for a forged, unused or other token. */
export const findUsedLinkToken = async (db: Db, token: string, purpose: LinkPurpose) => {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashLinkToken(token)),
        eq(userTokens.purpose, purpose),
        isNotNull(userTokens.usedAt),
      ),
    );
  return row?.userId ?? null;
};

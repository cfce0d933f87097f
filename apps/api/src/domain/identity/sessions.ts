import { and, asc, eq, gt, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { DAY_MS, type LoginInput, messages, type Role } from '@visabridge/contract';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { demoAccounts } from './demo-accounts';
import { sessions, users } from '../../db/schema';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import type { AppContext } from '../app-context';
import { forgiveLoginAttempts, reserveLoginAttempt } from './login-limits';
import { forgetSession, forgetUserSessions } from './session-cache';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  assertSecondFactorStanding,
  hasSecondFactor,
  hasSecondFactorSql,
  secondFactorStepOf,
} from './second-factor-state';
import { recordSecurityEvent, type Client } from './record-security-event';
import { toUserView, type UserRow } from './views';

/** Starts a server-side session and signs a token that names it, so logout can end it. */
const startSession = async (
  ctx: AppContext,
  user: UserRow,
  rememberMe: boolean,
  client: Client,
  method: 'password' | 'demo',
) => {
  const lifetimeMs = rememberMe ? ctx.config.rememberMeDays * DAY_MS : ctx.config.sessionHours * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const isDemo = method === 'demo';
  const [session] = await ctx.db
    .insert(sessions)
    .values({
      userId: user.id,
      rememberMe,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
      isDemo,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  await recordSecurityEvent(ctx, {
    kind: 'sign_in_succeeded',
    client,
    userId: user.id,
    details: { method, sessionId: session.id },
  });
  const token = await ctx.signer.sign({ userId: user.id, sessionId: session.id }, expiresAt);
  const isEnrolled = !isDemo && (await hasSecondFactor(ctx.db, user.id));
  const secondFactor = { verifiedAt: null, isDemo, startedAt: new Date(), isEnrolled };
  const step = secondFactorStepOf({ user, secondFactor }) ?? undefined;
  return { token, expiresAt: expiresAt.toISOString(), user: toUserView(user), secondFactor: step };
};

/**
 * Re-hashes a password stored at a lower cost (N = 2^14 before), now that it is known to be right; a
 * password changed meanwhile is left alone.
 */
const upgradeHash = async (ctx: AppContext, userId: string, oldHash: string, password: string) => {
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
    await forgetUserSessions(ctx, tx, userId);
  });
};

export const loginUser = async ({
  ctx,
  input,
  client,
}: {
  ctx: AppContext;
  input: LoginInput;
  client: Client;
}) => {
  const attempt = { email: input.email, ip: client.ip };
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  // An email naming no account is kept as its keyed hash only.
  const account = user ? { userId: user.id } : { userId: null, email: input.email };
  try {
    // Counted as a failure from here until the password proves right.
    await reserveLoginAttempt({ ctx, attempt });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      await recordSecurityEvent(ctx, { kind: 'sign_in_locked', client, ...account });
    throw error;
  }
  const cost = ctx.config.passwordHashCost;
  const isMatch = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash(cost)));
  if (!user || !user.passwordHash || !isMatch) {
    const reason = user ? 'wrong_password' : 'unknown_account';
    await recordSecurityEvent(ctx, { kind: 'sign_in_failed', client, ...account, details: { reason } });
    throw new AppError('INVALID_CREDENTIALS', 401, messages.invalidCredentials);
  }
  await forgiveLoginAttempts(ctx, attempt);
  if (user.status !== 'active') {
    await recordSecurityEvent(ctx, {
      kind: 'sign_in_failed',
      client,
      ...account,
      details: { reason: 'inactive' },
    });
    throw new AppError('ACCOUNT_INACTIVE', 403, 'This account is deactivated. Please contact support.');
  }
  if (needsRehash(user.passwordHash, cost))
    await upgradeHash(ctx, user.id, user.passwordHash, input.password);
  return startSession(ctx, user, input.rememberMe ?? false, client, 'password');
};

const demoEmails = demoAccounts.map((account) => account.email);

/**
 * Demo mode only: signs in as the seeded demo account of a role (the role switcher). Only an account the
 * seed created (flagged demo, under a seeded address, not deleted) qualifies: never anyone else's.
 */
export const loginDemoAccount = async ({
  ctx,
  role,
  client,
}: {
  ctx: AppContext;
  role: Role;
  client: Client;
}) => {
  if (!ctx.config.demoMode) throw notFound();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, role),
        eq(users.isDemo, true),
        inArray(users.email, demoEmails),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!user) throw notFound(`There is no demo account for the role ${role}`);
  return startSession(ctx, user, false, client, 'demo');
};

/** Roles whose sessions end when idle even with "Remember me": they see other people's passports. */
export const STAFF_ROLES = ['admin', 'agent'];

/** A session last seen longer ago is marked seen now; more often would be a write per request. */
const TOUCH_AFTER_MS = 60_000;

// Prepared once per database: every authenticated request runs it, and building the SQL each time
// cost as much CPU as the query itself (see bench/).
const sessionUserQuery = perDatabase((db) =>
  db
    .select({
      user: users,
      sessionExpiresAt: sessions.expiresAt,
      secondFactor: {
        verifiedAt: sessions.secondFactorAt,
        isDemo: sessions.isDemo,
        startedAt: sessions.createdAt,
        isEnrolled: hasSecondFactorSql,
      },
      lastSeenAt: sessions.lastSeenAt,
      rememberMe: sessions.rememberMe,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        or(
          and(eq(sessions.rememberMe, true), notInArray(users.role, STAFF_ROLES)),
          gt(
            sessions.lastSeenAt,
            sql`now() - (${sql.placeholder('idleMinutes')}::float8 * interval '1 minute')`,
          ),
        ),
        eq(users.status, 'active'),
      ),
    )
    .prepare('find_session_user'),
);

/**
 * A token's live session (its user and second-factor standing), or a 401 when the session was revoked,
 * has expired or was idle too long: from the session cache when it holds the session, else from the
 * database, which then marks it seen (at most once a minute), and the cache keeps it no longer than its
 * idle time allows.
 */
export const findLiveSession = (ctx: AppContext, userId: string, sessionId: string) =>
  ctx.sessionCache.find(sessionId, userId, async () => {
    const idleMinutes = ctx.config.sessionIdleMinutes;
    const [row] = await sessionUserQuery(ctx.db).execute({ userId, sessionId, idleMinutes });
    if (!row) throw unauthorized(messages.sessionExpired);
    let lastSeen = row.lastSeenAt.getTime();
    if (Date.now() - lastSeen > TOUCH_AFTER_MS) {
      lastSeen = Date.now();
      await ctx.db
        .update(sessions)
        .set({ lastSeenAt: new Date(lastSeen) })
        .where(eq(sessions.id, sessionId));
    }
    const endsWhenIdle = !row.rememberMe || STAFF_ROLES.includes(row.user.role);
    const idleEnd = endsWhenIdle ? lastSeen + idleMinutes * 60_000 : Number.POSITIVE_INFINITY;
    return {
      user: row.user,
      sessionExpiresAt: new Date(Math.min(row.sessionExpiresAt.getTime(), idleEnd)),
      secondFactor: row.secondFactor,
    };
  });

/** The signed-in user of a token's session that has passed its second factor (see `findLiveSession`). */
export const findSessionUser = async (ctx: AppContext, userId: string, sessionId: string) => {
  const live = await findLiveSession(ctx, userId, sessionId);
  assertSecondFactorStanding(live);
  return live.user;
};

/**
 * Ends one open session of `userId` (the owner's condition is in the query: another's id ends nothing);
 * answers whether it ended one. Forgotten by this instance's cache at once, by the others' on commit.
 */
export const revokeSession = async ({
  ctx,
  userId,
  sessionId,
}: {
  ctx: AppContext;
  userId: string;
  sessionId: string;
}) =>
  ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return false;
    await forgetSession(ctx, tx, sessionId);
    return true;
  });

/**
 * Ends every open session of the user, except `keepSessionId` when given (the caller's own), in the
 * caller's transaction `tx`; every instance forgets the user's cached sessions once it commits. Answers how
 * many it ended.
 */
export const revokeAllSessions = async (
  ctx: Pick<AppContext, 'events' | 'sessionCache'>,
  tx: Db,
  userId: string,
  keepSessionId?: string,
) => {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await forgetUserSessions(ctx, tx, userId);
  return ended.length;
};

import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { sessionMessages, signInKinds, type OwnSessionView, type OwnSignInView } from '@visabridge/contract';
import { securityEvents, sessions } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../domain/identity/session-cache';
import { summariseDevice } from './device-summary';
import { recordSecurityEvent, type OwnChange } from '../../domain/identity/record-security-event';
import { revokeAllSessions, revokeSession, STAFF_ROLES } from '../../domain/identity/sessions';

/** How far back a user's own sign-ins are listed. */
const OWN_SIGN_INS_DAYS = 30;
/** Sign-ins listed at most: a month of an attacker's failures must not make the page heavy. */
const OWN_SIGN_INS_MAX = 100;

/** The caller's open sessions, most recently used first: not revoked, not expired, not idle too long. */
export const listOwnSessions = async ({ ctx, actor }: { ctx: AppContext; actor: Actor }) => {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, actor.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .orderBy(desc(sessions.lastSeenAt));
  // The same idle rule as findSessionUser: staff sessions and those without "Remember me" end when idle.
  const endsWhenIdle = (rememberMe: boolean) => !rememberMe || STAFF_ROLES.includes(actor.user.role);
  const idleSince = Date.now() - ctx.config.sessionIdleMinutes * 60_000;
  return rows
    .filter((row) => !endsWhenIdle(row.rememberMe) || row.lastSeenAt.getTime() > idleSince)
    .map((row): OwnSessionView => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      device: summariseDevice(row.userAgent),
      isCurrent: row.id === actor.sessionId,
    }));
};

/** Ends one of the caller's sessions; another user's (or an ended one) is a 404, as if it did not exist. */
export const endOwnSession = async ({ ctx, actor, sessionId, client }: OwnChange & { sessionId: string }) => {
  const isEnded = await revokeSession({ ctx, userId: actor.user.id, sessionId });
  if (!isEnded) throw notFound(sessionMessages.sessionNotFound);
  await recordSecurityEvent(ctx, {
    kind: 'session_revoked',
    client,
    userId: actor.user.id,
    details: { sessionId },
  });
};

/** Ends every session of the caller but the one this request came with; answers how many ended. */
export const endOtherSessions = async ({ ctx, actor, client }: OwnChange) =>
  ctx.db.transaction(async (tx) => {
    const count = await revokeAllSessions(ctx, tx, actor.user.id, actor.sessionId);
    await recordSecurityEvent(
      ctx,
      {
        kind: 'sessions_revoked_all',
        client,
        userId: actor.user.id,
        details: { count, kept: actor.sessionId },
      },
      tx,
    );
    return count;
  });

/** The caller's sign-ins and refused sign-in attempts of the last 30 days, newest first. */
export const listOwnSignIns = async ({ ctx, actor }: { ctx: AppContext; actor: Actor }) => {
  const rows = await ctx.db
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, actor.user.id),
        inArray(securityEvents.kind, [...signInKinds]),
        gt(securityEvents.createdAt, sql`now() - ${OWN_SIGN_INS_DAYS}::integer * interval '1 day'`),
      ),
    )
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(OWN_SIGN_INS_MAX);
  return rows.map((row): OwnSignInView => ({
    id: row.id,
    kind: row.kind as OwnSignInView['kind'],
    device: summariseDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
  }));
};

import { messages } from '@visabridge/contract';
import { secondFactorMessages, type SecondFactorStep } from '@visabridge/contract/second-factor';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { secondFactors, sessions, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, unauthorized } from '../../lib/errors';
import type { AppContext } from '../app-context';
import { forgetSession, type LiveSession, type SessionSecondFactor } from './session-cache';

/** Whether the session's user has a working second factor (a confirmed app or a passkey). */
// "users"."id" spelled out: drizzle leaves columns unqualified in a one-table select, where "id" would
// name the subquery's own column.
export const hasSecondFactorSql = sql<boolean>`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = "users"."id" and ${secondFactors.confirmedAt} is not null)`;

export const hasSecondFactor = async (db: Db, userId: string) => {
  const [row] = await db.select({ has: hasSecondFactorSql }).from(users).where(eq(users.id, userId));
  return row?.has ?? false;
};

/** Roles that must have a second factor (ASVS 2.2: staff reach every traveller's passport). */
const rolesNeedingSecondFactor = new Set(['admin', 'agent']);

/** Minutes a signed-in password waits for its second factor before the sign-in must start again. */
export const pendingSignInMinutes = 5;

/** What the session must do before anything else; null when it is fully signed in. */
export const secondFactorStepOf = ({
  user,
  secondFactor,
}: Pick<LiveSession, 'user' | 'secondFactor'>): SecondFactorStep | null => {
  if (!secondFactor || secondFactor.isDemo) return null;
  if (secondFactor.isEnrolled) return secondFactor.verifiedAt ? null : 'verify';
  return rolesNeedingSecondFactor.has(user.role) ? 'enrol' : null;
};

export type SecondFactorGate = SecondFactorStep[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The second-factor steps a session may still be at when it calls this route. */
    allowedBeforeSecondFactor?: SecondFactorGate;
  }
}

/**
 * Refuses a session that has not passed its second factor (403 SECOND_FACTOR_REQUIRED) or, for staff,
 * not enrolled one (403 SECOND_FACTOR_ENROLMENT_REQUIRED), unless the route allows that step; a password
 * left waiting for its second factor too long has ended (401).
 */
export const assertSecondFactorStanding = (live: LiveSession, request?: FastifyRequest) => {
  const step = secondFactorStepOf(live);
  if (!step) return;
  const startedAt = live.secondFactor?.startedAt.getTime() ?? 0;
  if (step === 'verify' && startedAt < Date.now() - pendingSignInMinutes * 60_000) {
    throw unauthorized(messages.sessionExpired);
  }
  if (request?.routeOptions.config.allowedBeforeSecondFactor?.includes(step)) return;
  throw step === 'verify'
    ? new AppError('SECOND_FACTOR_REQUIRED', 403, secondFactorMessages.verifyRequired)
    : new AppError('SECOND_FACTOR_ENROLMENT_REQUIRED', 403, secondFactorMessages.enrolmentRequired);
};

/** Whether the session passed its second factor within the step-up window (`STEP_UP_MINUTES`). */
export const isRecentlyVerified = (ctx: AppContext, secondFactor: SessionSecondFactor | undefined) =>
  Boolean(
    secondFactor?.verifiedAt &&
    secondFactor.verifiedAt.getTime() > Date.now() - ctx.config.stepUpMinutes * 60_000,
  );

/**
 * Step-up before a sensitive change: a user with a second factor must have passed it in the last
 * `STEP_UP_MINUTES` (403 STEP_UP_REQUIRED); staff always have one. A demo session (the demo switcher, demo
 * mode only) never passed one, so it is not asked either.
 */
export const assertRecentSecondFactor = (
  ctx: AppContext,
  actor: { secondFactor?: SessionSecondFactor | undefined },
) => {
  const { secondFactor } = actor;
  if (!secondFactor?.isEnrolled || secondFactor.isDemo || isRecentlyVerified(ctx, secondFactor)) return;
  throw new AppError('STEP_UP_REQUIRED', 403, secondFactorMessages.stepUpRequired);
};

/**
 * A change to the account's own factors: never from a demo session (a factor on a shared demo account would
 * lock its other visitors out of signing in with the password), and after a recent check.
 */
export const assertMayChangeFactors = (
  ctx: AppContext,
  actor: { secondFactor?: SessionSecondFactor | undefined },
) => {
  if (actor.secondFactor?.isDemo) {
    throw new AppError('DEMO_SESSION', 403, secondFactorMessages.notFromDemoSession);
  }
  assertRecentSecondFactor(ctx, actor);
};

/** Records that the session just passed its second factor, in the caller's transaction. */
export const markSessionVerified = async (ctx: AppContext, tx: Db, sessionId: string) => {
  await tx.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
  await forgetSession(ctx, tx, sessionId);
};

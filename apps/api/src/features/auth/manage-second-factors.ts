import { secondFactorMessages, type SecondFactorStatusView } from '@visabridge/contract/second-factor';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { secondFactors } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import type { Actor } from '../../domain/identity/session-cache';
import {
  recordSecurityEvent,
  type Client,
  type OwnChange,
} from '../../domain/identity/record-security-event';
import { countRecoveryCodesLeft, dropRecoveryCodes, renewRecoveryCodes } from './recovery-codes';
import {
  isRecentlyVerified,
  markSessionVerified,
  secondFactorStepOf,
} from '../../domain/identity/second-factor-state';
import { forgetUserSessions } from '../../domain/identity/session-cache';
import { acceptTotpCode } from './totp';

const confirmedFactorsOf = (db: Db, userId: string) =>
  db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .orderBy(asc(secondFactors.createdAt));

export const describeSecondFactors = async (
  ctx: AppContext,
  actor: Actor,
): Promise<SecondFactorStatusView> => {
  const factors = await confirmedFactorsOf(ctx.db, actor.user.id);
  return {
    factors: factors.map((factor) => ({
      id: factor.id,
      kind: factor.kind as 'totp' | 'passkey',
      label: factor.label,
      createdAt: factor.createdAt.toISOString(),
      lastUsedAt: factor.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, actor.user.id),
    step: secondFactorStepOf(actor),
    isRecentlyVerified: isRecentlyVerified(ctx, actor.secondFactor),
    isDemoSession: actor.secondFactor?.isDemo ?? false,
  };
};

type FactorChange = {
  actor: Actor;
  client: Client;
  change: 'added' | 'removed' | 'recovery_codes_renewed';
  details?: Record<string, unknown>;
};

/** A change to the user's factors, as a security event in the caller's transaction. */
const recordFactorChange = (ctx: AppContext, tx: Db, { actor, client, change, details }: FactorChange) =>
  recordSecurityEvent(
    ctx,
    { kind: 'second_factor_changed', client, userId: actor.user.id, details: { change, ...details } },
    tx,
  );

/**
 * Records a newly working factor in the caller's transaction: the session counts as verified (it just
 * proved the factor), every cached session of the user learns it has one, and a first factor comes with
 * recovery codes (returned once; null when the user already has some).
 */
export const completeEnrolment = async (
  ctx: AppContext,
  tx: Db,
  {
    actor,
    client,
    factorId,
    kind,
  }: { actor: Actor; client: Client; factorId: string; kind: 'totp' | 'passkey' },
) => {
  await markSessionVerified(ctx, tx, actor.sessionId);
  await forgetUserSessions(ctx, tx, actor.user.id);
  await recordFactorChange(ctx, tx, { actor, client, change: 'added', details: { kind, factorId } });
  const isFirst = (await confirmedFactorsOf(tx, actor.user.id)).length === 1;
  return isFirst ? renewRecoveryCodes(tx, actor.user.id) : null;
};

/** Confirms the authenticator app being set up with its first code. */
export const confirmTotp = async ({ ctx, actor, client, code }: OwnChange & { code: string }) => {
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    const factorId = await acceptTotpCode(tx, { userId: actor.user.id, code, isSetup: true });
    if (!factorId) return undefined;
    return completeEnrolment(ctx, tx, { actor, client, factorId, kind: 'totp' });
  });
  if (recoveryCodes === undefined) {
    throw new AppError('SECOND_FACTOR_INCORRECT', 400, secondFactorMessages.codeIncorrect, [
      { field: 'code', message: secondFactorMessages.codeIncorrect },
    ]);
  }
  return { recoveryCodes };
};

/**
 * Removes one of the signed-in user's factors; staff keep at least one, and the last one takes the
 * recovery codes with it.
 */
export const removeSecondFactor = async ({
  ctx,
  actor,
  client,
  factorId,
}: OwnChange & { factorId: string }) => {
  await ctx.db.transaction(async (tx) => {
    const factors = await confirmedFactorsOf(tx, actor.user.id);
    const factor = factors.find((candidate) => candidate.id === factorId);
    if (!factor) throw notFound(secondFactorMessages.factorNotFound);
    if (factors.length === 1 && ['admin', 'agent'].includes(actor.user.role)) {
      throw new AppError('LAST_STAFF_SECOND_FACTOR', 409, secondFactorMessages.lastStaffFactor);
    }
    await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.id, factorId), eq(secondFactors.userId, actor.user.id)));
    if (factors.length === 1) await dropRecoveryCodes(tx, actor.user.id);
    await forgetUserSessions(ctx, tx, actor.user.id);
    await recordFactorChange(ctx, tx, {
      actor,
      client,
      change: 'removed',
      details: { kind: factor.kind, factorId },
    });
  });
};

/** Ten new recovery codes for a user with a second factor; the old ones stop working. */
export const replaceRecoveryCodes = async ({ ctx, actor, client }: OwnChange) =>
  ctx.db.transaction(async (tx) => {
    if ((await confirmedFactorsOf(tx, actor.user.id)).length === 0) {
      throw new AppError('NO_SECOND_FACTOR', 409, secondFactorMessages.noFactor);
    }
    await recordFactorChange(ctx, tx, { actor, client, change: 'recovery_codes_renewed' });
    return { recoveryCodes: await renewRecoveryCodes(tx, actor.user.id) };
  });

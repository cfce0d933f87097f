import { secondFactorMessages } from '@visabridge/contract/second-factor';
import { and, eq, gt } from 'drizzle-orm';
import { passkeyChallenges } from '../../db/schema';
import type { Config } from '../../config';
import type { AppContext } from '../../domain/app-context';
import { AppError } from '../../lib/errors';

/** Minutes the browser has to answer a passkey request. */
export const passkeyChallengeMinutes = 5;

export type PasskeyPurpose = 'register' | 'authenticate';

/** The relying party passkeys are bound to: PUBLIC_URL's host name and origin. */
export const relyingPartyOf = (config: Pick<Config, 'publicUrl'>) => {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'VisaBridge' };
};

/** Keeps the session's new challenge, replacing any open one (one request at a time per session). */
export const storePasskeyChallenge = async (
  ctx: AppContext,
  { sessionId, challenge, purpose }: { sessionId: string; challenge: string; purpose: PasskeyPurpose },
) => {
  const expiresAt = new Date(Date.now() + passkeyChallengeMinutes * 60_000);
  await ctx.db
    .insert(passkeyChallenges)
    .values({ sessionId, challenge, purpose, expiresAt })
    .onConflictDoUpdate({ target: passkeyChallenges.sessionId, set: { challenge, purpose, expiresAt } });
};

/**
 * Takes the session's open challenge for `purpose` out of the table, so it answers one response only,
 * even a refused one; an expired, used or missing challenge is a 400.
 */
export const takePasskeyChallenge = async (
  ctx: AppContext,
  { sessionId, purpose }: { sessionId: string; purpose: PasskeyPurpose },
) => {
  const [taken] = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.sessionId, sessionId),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  if (!taken) {
    throw new AppError('PASSKEY_CHALLENGE_MISSING', 400, secondFactorMessages.passkeyChallengeMissing, [
      { field: 'credential', message: secondFactorMessages.passkeyChallengeMissing },
    ]);
  }
  return taken.challenge;
};

/** The refusal of a passkey response that does not check out. */
export const passkeyFailed = () =>
  new AppError('PASSKEY_FAILED', 400, secondFactorMessages.passkeyFailed, [
    { field: 'credential', message: secondFactorMessages.passkeyFailed },
  ]);

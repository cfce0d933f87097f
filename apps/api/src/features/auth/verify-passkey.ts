import { secondFactorMessages, type PasskeyAuthenticationInput } from '@visabridge/contract/second-factor';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import { secondFactors } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, conflict } from '../../lib/errors';
import type { Actor } from '../../domain/identity/session-cache';
import { forgiveLoginAttempts, reserveLoginAttempt } from '../../domain/identity/login-limits';
import {
  passkeyFailed,
  relyingPartyOf,
  storePasskeyChallenge,
  takePasskeyChallenge,
} from './passkey-challenges';
import type { OwnChange } from '../../domain/identity/record-security-event';
import { credentialsOf, passkeysOf, transportsOf } from './register-passkey';
import { markSessionVerified } from '../../domain/identity/second-factor-state';
import { recordWrongSecondFactor } from './verify-second-factor';

/** Request options for the user's own passkeys (sign-in's second step, or step-up). */
export const startPasskeyAuthentication = async ({ ctx, actor }: { ctx: AppContext; actor: Actor }) => {
  const passkeys = await passkeysOf(ctx.db, actor.user.id);
  if (passkeys.length === 0) throw conflict('NO_PASSKEY', secondFactorMessages.noPasskey);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.config).rpID,
    allowCredentials: credentialsOf(passkeys),
    userVerification: 'preferred',
  });
  await storePasskeyChallenge(ctx, {
    sessionId: actor.sessionId,
    challenge: options.challenge,
    purpose: 'authenticate',
  });
  return options;
};

/**
 * Checks one of the user's passkeys against the session's challenge and its signature counter, then
 * marks the session as having passed its second factor. A refusal counts like a wrong code.
 */
export const verifyPasskey = async ({
  ctx,
  actor,
  client,
  input,
}: OwnChange & { input: PasskeyAuthenticationInput }) => {
  const attempt = { email: actor.user.email, ip: client.ip };
  // Counted as a failure from here until the passkey proves right, as codes and passwords are.
  await reserveLoginAttempt({ ctx, attempt, kind: 'code' });
  try {
    const expectedChallenge = await takePasskeyChallenge(ctx, {
      sessionId: actor.sessionId,
      purpose: 'authenticate',
    });
    // Only the signed-in user's own credentials: another account's passkey is simply not found.
    const [passkey] = await ctx.db
      .select()
      .from(secondFactors)
      .where(
        and(
          eq(secondFactors.userId, actor.user.id),
          eq(secondFactors.kind, 'passkey'),
          eq(secondFactors.credentialId, input.credential.id),
        ),
      );
    if (!passkey?.publicKey || !passkey.confirmedAt) throw passkeyFailed();
    const { rpID, origin } = relyingPartyOf(ctx.config);
    // The library refuses a counter that did not grow (a cloned authenticator) by throwing.
    const verification = await verifyAuthenticationResponse({
      response: input.credential as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId ?? '',
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!verification.verified || !verification.authenticationInfo) throw passkeyFailed();
    const { newCounter } = verification.authenticationInfo;
    const isClaimed = await ctx.db.transaction(async (tx) => {
      // The counter read above must still be there: two racing uses of one signature get one success.
      const [claimed] = await tx
        .update(secondFactors)
        .set({ signCount: newCounter, lastUsedAt: new Date() })
        .where(and(eq(secondFactors.id, passkey.id), eq(secondFactors.signCount, passkey.signCount)))
        .returning({ id: secondFactors.id });
      if (claimed) await markSessionVerified(ctx, tx, actor.sessionId);
      return Boolean(claimed);
    });
    if (!isClaimed) throw passkeyFailed();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) {
      await recordWrongSecondFactor({ ctx, actor, client, reason: 'wrong_passkey' });
    }
    throw error;
  }
  await forgiveLoginAttempts(ctx, attempt);
};

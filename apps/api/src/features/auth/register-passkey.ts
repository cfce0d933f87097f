import { secondFactorMessages, type PasskeyRegistrationInput } from '@visabridge/contract/second-factor';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, isNotNull } from 'drizzle-orm';
import { secondFactors } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AppContext } from '../../domain/app-context';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../domain/identity/session-cache';
import { completeEnrolment } from './manage-second-factors';
import {
  passkeyFailed,
  relyingPartyOf,
  storePasskeyChallenge,
  takePasskeyChallenge,
} from './passkey-challenges';
import type { OwnChange } from '../../domain/identity/record-security-event';

/** The user's passkeys (confirmed on creation), oldest first. */
export const passkeysOf = (db: Db, userId: string) =>
  db
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.kind, 'passkey'),
        isNotNull(secondFactors.confirmedAt),
      ),
    )
    .orderBy(secondFactors.createdAt);

/** Transports as stored (comma-separated) back to the list WebAuthn wants. */
export const transportsOf = (stored: string | null) =>
  (stored ? stored.split(',') : undefined) as RegistrationResponseJSON['response']['transports'];

/** The user's passkeys as WebAuthn names them in options (to exclude, or to allow). */
export const credentialsOf = (passkeys: Awaited<ReturnType<typeof passkeysOf>>) =>
  passkeys.map((passkey) => ({
    id: passkey.credentialId ?? '',
    transports: transportsOf(passkey.transports),
  }));

/**
 * Starts adding a passkey: creation options for the browser, whose challenge the session keeps. The
 * user's existing passkeys are excluded, so an authenticator is not added twice.
 */
export const startPasskeyRegistration = async ({ ctx, actor }: { ctx: AppContext; actor: Actor }) => {
  const { rpID, rpName } = relyingPartyOf(ctx.config);
  const { user } = actor;
  const existing = await passkeysOf(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    // The account's id, not its email: the handle is stored on the authenticator.
    userID: new Uint8Array(Buffer.from(user.id.replaceAll('-', ''), 'hex')),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    attestationType: 'none',
    excludeCredentials: credentialsOf(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storePasskeyChallenge(ctx, {
    sessionId: actor.sessionId,
    challenge: options.challenge,
    purpose: 'register',
  });
  return options;
};

/**
 * Checks the browser's new passkey against the session's challenge (used once, even when refused) and
 * stores it as a working factor; a first factor comes with recovery codes.
 */
export const finishPasskeyRegistration = async ({
  ctx,
  actor,
  client,
  input,
}: OwnChange & { input: PasskeyRegistrationInput }) => {
  const expectedChallenge = await takePasskeyChallenge(ctx, {
    sessionId: actor.sessionId,
    purpose: 'register',
  });
  const { rpID, origin } = relyingPartyOf(ctx.config);
  const verification = await verifyRegistrationResponse({
    response: input.credential as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw passkeyFailed();
  const { credential } = verification.registrationInfo;
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    const count = (await passkeysOf(tx, actor.user.id)).length;
    const [added] = await tx
      .insert(secondFactors)
      .values({
        userId: actor.user.id,
        kind: 'passkey',
        label: input.label?.trim() || (count === 0 ? 'Passkey' : `Passkey ${count + 1}`),
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        signCount: credential.counter,
        transports: credential.transports?.join(',') ?? null,
        confirmedAt: new Date(),
      })
      .onConflictDoNothing({ target: secondFactors.credentialId })
      .returning({ id: secondFactors.id });
    if (!added) throw conflict('PASSKEY_ALREADY_ADDED', secondFactorMessages.passkeyAlreadyAdded);
    return completeEnrolment(ctx, tx, { actor, client, factorId: added.id, kind: 'passkey' });
  });
  return { recoveryCodes };
};

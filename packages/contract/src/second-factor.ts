import { z } from 'zod';

/** What a session must do about its second factor: prove it at sign-in, or (staff) enrol one first. */
export const secondFactorSteps = ['verify', 'enrol'] as const;
export const secondFactorStepSchema = z.enum(secondFactorSteps);
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

export const secondFactorKinds = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

export const secondFactorMessages = {
  verifyRequired:
    'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.',
  enrolmentRequired:
    'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.',
  stepUpRequired: 'Confirm it is you with your second factor to continue.',
  notFromDemoSession:
    'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.',
  codeRequired: 'Enter the 6-digit code or a recovery code',
  codeIncorrect: 'That code is not right, or it was already used. Try the newest code.',
  verified: 'Second factor confirmed',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another.',
  totpSetupMissing: 'Start setting up the authenticator app again: this setup has ended.',
  totpEnrolled: 'Authenticator app set up',
  passkeyEnrolled: 'Passkey added',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyChallengeMissing: 'The passkey request has ended. Try again.',
  passkeyAlreadyAdded: 'This passkey is already added.',
  noPasskey: 'This account has no passkey. Use your authenticator app or a recovery code.',
  passkeyCancelled: 'The passkey request was cancelled or timed out. Try again when you are ready.',
  passkeyUnsupported: 'This browser cannot use passkeys. Use your authenticator app or a recovery code.',
  factorRemoved: 'Second factor removed',
  factorNotFound: 'This second factor does not exist',
  lastStaffFactor: 'Staff accounts must keep a second factor. Add another one before removing this one.',
  recoveryCodesRenewed: 'New recovery codes created. The old ones no longer work.',
  noFactor: 'Set up a second factor first',
  labelRequired: 'Enter a name for this passkey',
} as const;

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx), spaces ignored. */
export const secondFactorCodeInput = z.object({
  code: z
    .string({ error: secondFactorMessages.codeRequired })
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, { error: secondFactorMessages.codeRequired }),
    ),
});
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeInput>;

export const secondFactorView = z.object({
  id: z.string(),
  kind: z.enum(secondFactorKinds),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type SecondFactorView = z.infer<typeof secondFactorView>;

/** The signed-in user's second factors and where their session stands. */
export const secondFactorStatusView = z.object({
  factors: z.array(secondFactorView),
  recoveryCodesLeft: z.number().int(),
  step: secondFactorStepSchema.nullable(),
  /** Whether a sensitive change may go ahead now without asking for the second factor again. */
  isRecentlyVerified: z.boolean(),
  /** Demo role-switcher sessions ask for no second factor (DEMO_MODE only). */
  isDemoSession: z.boolean(),
});
export type SecondFactorStatusView = z.infer<typeof secondFactorStatusView>;

/** A new authenticator-app secret, to scan as a QR code or type in. */
export const totpSetupView = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG image of the QR code, as a data: URL. */
  qrCode: z.string(),
});
export type TotpSetupView = z.infer<typeof totpSetupView>;

/** Shown once: the recovery codes of a first factor, or of a renewal. */
export const recoveryCodesView = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type RecoveryCodesView = z.infer<typeof recoveryCodesView>;

export const passkeyLabelInput = z.object({
  label: z
    .string({ error: secondFactorMessages.labelRequired })
    .trim()
    .min(1, { error: secondFactorMessages.labelRequired })
    .max(60),
});

/** Base64url text as WebAuthn's JSON carries bytes. */
const base64url = z
  .string({ error: secondFactorMessages.passkeyFailed })
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/, { error: secondFactorMessages.passkeyFailed });

const credentialCommon = {
  id: base64url.max(1_024),
  rawId: base64url.max(1_024),
  type: z.literal('public-key', { error: secondFactorMessages.passkeyFailed }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/** A new passkey as the browser made it (SimpleWebAuthn's `startRegistration`), with an optional name. */
export const passkeyRegistrationInput = z.object({
  label: z.string().trim().max(60).optional(),
  credential: z.object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationInput>;

/** A passkey's signature over the challenge (SimpleWebAuthn's `startAuthentication`). */
export const passkeyAuthenticationInput = z.object({
  credential: z.object({
    ...credentialCommon,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});
export type PasskeyAuthenticationInput = z.input<typeof passkeyAuthenticationInput>;

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** What the browser needs to make a passkey (WebAuthn's creation options, as JSON). */
export const passkeyRegistrationOptionsView = z.looseObject({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z.record(z.string(), z.unknown()).optional(),
  attestation: z.string().optional(),
});
export type PasskeyRegistrationOptionsView = z.infer<typeof passkeyRegistrationOptionsView>;

/** What the browser needs to sign in with one of the user's passkeys (WebAuthn's request options). */
export const passkeyAuthenticationOptionsView = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
});
export type PasskeyAuthenticationOptionsView = z.infer<typeof passkeyAuthenticationOptionsView>;

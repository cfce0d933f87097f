import { z } from 'zod';

/** What a session must do about its second factor: prove it at sign-in, or (staff) enrol one first. */
export const secondFactorSteps = ['verify', 'enrol'] as const;
export const secondFactorStepSchema = z.enum(secondFactorSteps);
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

export const secondFactorKinds = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/** Minutes a second-factor check covers a sensitive change (refund, role change, password...) after it. */
export const stepUpMinutes = 10;

export const secondFactorMessages = {
  verifyRequired:
    'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.',
  enrolmentRequired:
    'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.',
  stepUpRequired: 'Confirm it is you with your second factor to continue.',
  codeRequired: 'Enter the 6-digit code or a recovery code',
  codeIncorrect: 'That code is not right, or it was already used. Try the newest code.',
  verified: 'Second factor confirmed',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another.',
  totpSetupMissing: 'Start setting up the authenticator app again: this setup has ended.',
  totpEnrolled: 'Authenticator app set up',
  passkeyEnrolled: 'Passkey added',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyChallengeMissing: 'The passkey request has ended. Try again.',
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

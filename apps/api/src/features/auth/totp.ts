import { secondFactorMessages } from '@visabridge/contract/second-factor';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { secondFactors } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import type { UserRow } from '../../domain/identity/views';

const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: 'VisaBridge', label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/**
 * Starts setting up an authenticator app: a new secret (replacing any setup left unfinished), its
 * otpauth:// address and that address as a QR code. It works only once `confirmTotp` sees a code.
 */
export const startTotpSetup = async ({ ctx, user }: { ctx: AppContext; user: UserRow }) => {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, user.email).toString();
  await ctx.db.transaction(async (tx) => {
    const existing = await tx
      .select({ confirmedAt: secondFactors.confirmedAt })
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.kind, 'totp')));
    if (existing.some((factor) => factor.confirmedAt)) {
      throw conflict('TOTP_ALREADY_ENROLLED', secondFactorMessages.totpAlreadyEnrolled);
    }
    await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.kind, 'totp')));
    await tx
      .insert(secondFactors)
      .values({ userId: user.id, kind: 'totp', label: 'Authenticator app', totpSecret: secret });
  });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(
    await QRCode.toString(uri, { type: 'svg', margin: 2 }),
  ).toString('base64')}`;
  return { secret, uri, qrCode };
};

/** The 30-second step a code belongs to (±1 step for clock drift), or null when it is wrong. */
const matchingStep = (secret: string, code: string) => {
  const delta = totpOf(secret, '').validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
};

/**
 * Accepts a code of the user's app (confirmed, or the one being set up when `isSetup`) once: the step
 * is claimed in one update, so the same code, replayed or raced, is refused. The factor's id, or null.
 */
export const acceptTotpCode = async (
  tx: Db,
  { userId, code, isSetup = false }: { userId: string; code: string; isSetup?: boolean },
) => {
  const [factor] = await tx
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.kind, 'totp'),
        isSetup ? isNull(secondFactors.confirmedAt) : isNotNull(secondFactors.confirmedAt),
      ),
    );
  if (!factor?.totpSecret) {
    if (isSetup) throw new AppError('TOTP_SETUP_MISSING', 409, secondFactorMessages.totpSetupMissing);
    return null;
  }
  const step = matchingStep(factor.totpSecret, code);
  if (step === null) return null;
  const now = new Date();
  const [claimed] = await tx
    .update(secondFactors)
    .set({ lastUsedStep: step, lastUsedAt: now, ...(isSetup ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(secondFactors.id, factor.id),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: secondFactors.id });
  return claimed?.id ?? null;
};

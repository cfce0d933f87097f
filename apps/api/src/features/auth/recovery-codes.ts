import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recoveryCodes } from '../../db/schema';
import type { Db } from '../../db/client';
import { hashLinkToken } from '../../lib/tokens';

const CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper and typed back.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomCode = () => {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
};

/** Spaces and the dash are optional when typed back; letters in either case. */
const normalise = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/** Replaces the user's recovery codes with ten new ones; only their hashes are kept, the codes shown once. */
export const renewRecoveryCodes = async (tx: Db, userId: string) => {
  const codes = Array.from({ length: CODE_COUNT }, randomCode);
  await dropRecoveryCodes(tx, userId);
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashLinkToken(normalise(code)) })));
  return codes;
};

/** With the last second factor go its recovery codes. */
export const dropRecoveryCodes = async (tx: Db, userId: string) => {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};

/** Uses one of the user's recovery codes, once: true when it was unused. */
export const useRecoveryCode = async (tx: Db, { userId, code }: { userId: string; code: string }) => {
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashLinkToken(normalise(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
};

export const countRecoveryCodesLeft = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ left: sql<number>`count(*)`.mapWith(Number) })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
};

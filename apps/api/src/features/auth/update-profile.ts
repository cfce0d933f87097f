import { eq } from 'drizzle-orm';
import { accountMessages, type UpdateProfileInput } from '@visabridge/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../domain/app-context';
import { findCountry } from '../../domain/visa/find-country';
import { forgetUserSessions } from '../../domain/identity/session-cache';
import { toUserView, type UserRow } from '../../domain/identity/views';

/** Saves the given profile fields; a company's members cannot rename their company here. */
export const updateProfile = async ({
  ctx,
  user,
  input,
}: {
  ctx: AppContext;
  user: UserRow;
  input: UpdateProfileInput;
}) => {
  if (input.companyName !== undefined && user.companyId) {
    throw new AppError('COMPANY_MANAGED', 400, accountMessages.companyManaged, [
      { field: 'companyName', message: accountMessages.companyManaged },
    ]);
  }
  if (input.nationality !== undefined) findCountry(ctx.visa.index, input.nationality, 'nationality');
  const companyName = input.companyName === '' ? null : input.companyName;
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...input, companyName, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error(`profile of ${user.id} vanished during update`);
    await forgetUserSessions(ctx, tx, user.id);
    return row;
  });
  return toUserView(updated);
};

import { eq } from 'drizzle-orm';
import type { UpdateProfileInput } from '@visabridge/contract';
import { users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { toUserView } from './views';

export const updateProfile = async ({
  ctx,
  userId,
  input,
}: {
  ctx: AppContext;
  userId: string;
  input: UpdateProfileInput;
}) => {
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`profile of ${userId} vanished during update`);
  return toUserView(user);
};

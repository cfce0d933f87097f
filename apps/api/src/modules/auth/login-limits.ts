import { and, eq, gt, or, sql } from 'drizzle-orm';
import { messages } from '@visabridge/contract';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../lib/context';

export type Attempt = { email: string; ip: string };

/** Refuses a login when this email or this address failed too often in the window (stored, so replicas agree). */
export const assertLoginAllowed = async (
  ctx: AppContext,
  { email, ip }: Attempt,
  message: string = messages.tooManyLogins,
) => {
  const { perEmail, perIp, windowMinutes } = ctx.config.loginLimits;
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const [row] = await ctx.db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    );
  if ((row?.byEmail ?? 0) >= perEmail || (row?.byIp ?? 0) >= perIp) {
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', 429, message);
  }
};

export const recordLoginFailure = async (ctx: AppContext, attempt: Attempt) => {
  await ctx.db.insert(loginFailures).values(attempt);
};

/** A successful login forgives this email's earlier failures. */
export const clearLoginFailures = async (ctx: AppContext, { email }: Attempt) => {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.email, email));
};

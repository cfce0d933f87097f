import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../lib/errors';
import type { AppContext } from '../app-context';

export type Attempt = { email: string; ip: string };

// The class of the per-address advisory locks (two-key form, with the address's hash as the second key).
const LOGIN_LOCK_CLASS = 7_311_063;

/** The words of a 429 for a wait of `minutes`; each caller names what was tried too often. */
const waitMessages = {
  login: (minutes: string) => `Too many login attempts. Please wait ${minutes} and try again.`,
  password: (minutes: string) => `Too many wrong passwords. Please wait ${minutes} and try again.`,
  code: (minutes: string) => `Too many wrong codes. Please wait ${minutes} and try again.`,
};

const limitCodes = {
  login: 'TOO_MANY_LOGIN_ATTEMPTS',
  password: 'TOO_MANY_PASSWORD_ATTEMPTS',
  code: 'TOO_MANY_CODE_ATTEMPTS',
} as const;

const minutesOf = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Takes one attempt at `email` from `ip` before the password is checked, stored as a failure until
 * `forgiveLoginAttempts` clears it: the count and the insert run under a lock on the address, so parallel
 * guesses cannot all pass the count. Refused (429 with Retry-After) when this address failed
 * `perEmail` times at this account, or `perIp` times at any, within the window; another address is not
 * limited by them, so nobody can lock the owner out.
 */
export const reserveLoginAttempt = async ({
  ctx,
  attempt: { email, ip },
  kind = 'login',
}: {
  ctx: AppContext;
  attempt: Attempt;
  kind?: keyof typeof waitMessages;
}) => {
  const { perEmail, perIp, windowMinutes } = ctx.config.loginLimits;
  const windowMs = windowMinutes * 60_000;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}, hashtext(${ip}))`);
    const now = Date.now();
    const recent = await tx
      .select({ email: loginFailures.email, at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, new Date(now - windowMs))))
      .orderBy(asc(loginFailures.createdAt));
    const atThisAccount = recent.filter((failure) => failure.email === email);
    // Allowed again once all but limit - 1 of the counted failures have left the window.
    const freeing = [atThisAccount[atThisAccount.length - perEmail], recent[recent.length - perIp]];
    const until = Math.max(...freeing.map((failure) => (failure ? failure.at.getTime() + windowMs : 0)));
    if (until > 0) {
      const seconds = Math.max(1, Math.ceil((until - now) / 1000));
      throw tooManyRequests(limitCodes[kind], waitMessages[kind](minutesOf(seconds)), seconds);
    }
    await tx.insert(loginFailures).values({ email, ip });
  });
};

/** The right password from `ip` forgives that address's failures at this account, the reserved one too. */
export const forgiveLoginAttempts = async (ctx: AppContext, { email, ip }: Attempt) => {
  await ctx.db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
};

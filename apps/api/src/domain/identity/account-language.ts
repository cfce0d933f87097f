import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { sessionCookieOf } from './session-cookie';
import { findLiveSession } from './sessions';

/**
 * The language of the account signed in on this browser (its session cookie), for a page it opens; null
 * for a visitor, or a session that has ended. Only reads a preference, so a page opened from another site
 * gets it too.
 */
export const accountLanguageOf = async (ctx: AppContext, request: FastifyRequest) => {
  const token = sessionCookieOf(request, ctx.config);
  if (!token) return null;
  const claims = await ctx.signer.verify(token).catch(() => null);
  if (!claims) return null;
  const live = await findLiveSession(ctx, claims.userId, claims.sessionId).catch(() => null);
  return live?.user.interfaceLanguage ?? null;
};

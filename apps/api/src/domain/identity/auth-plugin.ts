import { messages, type Role } from '@visabridge/contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import type { AppContext } from '../app-context';
import { assertSameSiteRequest, clearSessionCookie, sessionCookieOf } from './session-cookie';
import { assertSecondFactorStanding } from './second-factor-state';
import type { Actor } from './session-cache';
import { findLiveSession } from './sessions';
import { markGuard } from '../../plugins/route-guards';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Requires a valid, unrevoked session. */
    authenticate: onRequestHookHandler;
    /** For public routes: sets `request.actor` when a valid session is presented, else leaves it null. */
    identify: onRequestHookHandler;
    /** Requires a session whose user has exactly one of these roles. */
    requireRole: (...roles: Role[]) => onRequestHookHandler;
  }
}

const roleMessages: Partial<Record<Role, string>> = {
  admin: messages.adminOnly,
  agent: messages.agentOnly,
  corporate: messages.corporateOnly,
};

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** The signed-in actor of a route behind `authenticate`; a programming error if missing. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new Error('route used actorOf without the authenticate hook');
  return request.actor;
};

export const userIdOf = (request: FastifyRequest) => actorOf(request).user.id;

export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  // Sets the session cookie; reading it is left to the routes that look for a session (`sessionCookieOf`).
  await app.register(cookie, { hook: false });
  app.decorateRequest('actor', null);

  /** The session token: an API client's bearer header, else the web app's cookie (CSRF-checked). */
  const presentedToken = (request: FastifyRequest) => {
    const bearer = bearerToken(request);
    if (bearer) return { token: bearer, isCookie: false };
    const token = sessionCookieOf(request, ctx.config);
    if (!token) return undefined;
    assertSameSiteRequest(request, ctx.config);
    return { token, isCookie: true };
  };

  const authenticate: onRequestHookHandler = async (request, reply) => {
    const presented = presentedToken(request);
    if (!presented) throw unauthorized(messages.unauthorized);
    try {
      const claims = await ctx.signer.verify(presented.token);
      if (!claims) throw unauthorized(messages.sessionExpired);
      const live = await findLiveSession(ctx, claims.userId, claims.sessionId);
      assertSecondFactorStanding(live, request);
      request.actor = { user: live.user, sessionId: claims.sessionId, secondFactor: live.secondFactor };
    } catch (error) {
      // A cookie that names no live session is dropped, so the browser stops sending it.
      if (presented.isCookie && error instanceof AppError && error.statusCode === 401) {
        clearSessionCookie(reply, ctx.config);
      }
      throw error;
    }
  };

  app.decorate('authenticate', markGuard(authenticate, { isSessionRequired: true, roles: null }));
  const identify: onRequestHookHandler = async function (request, reply) {
    if (!presentedToken(request)) return;
    try {
      await authenticate.call(this, request, reply, () => undefined);
    } catch {
      // An ended session on a public route is simply a visitor.
      request.actor = null;
    }
  };
  app.decorate('identify', markGuard(identify, { isSessionRequired: false }));
  app.decorate('requireRole', (...roles: Role[]): onRequestHookHandler =>
    markGuard<onRequestHookHandler>(
      async function (request, reply) {
        await authenticate.call(this, request, reply, () => undefined);
        const role = actorOf(request).user.role as Role;
        if (!roles.includes(role)) {
          throw forbidden(
            roles.length === 1 && roles[0]
              ? (roleMessages[roles[0]] ?? messages.forbidden)
              : messages.forbidden,
          );
        }
      },
      { isSessionRequired: true, roles },
    ),
  );
});

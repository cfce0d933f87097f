import { messages, type Role } from '@visabridge/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import type { AppContext } from '../lib/context';
import { findSessionUser } from '../modules/auth/sessions';
import type { UserRow } from '../modules/auth/views';

export type Actor = { user: UserRow; sessionId: string };

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
  app.decorateRequest('actor', null);

  const authenticate: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(messages.unauthorized);
    const claims = await ctx.signer.verify(token);
    if (!claims) throw unauthorized(messages.sessionExpired);
    const user = await findSessionUser(ctx, claims.userId, claims.sessionId);
    request.actor = { user, sessionId: claims.sessionId };
  };

  app.decorate('authenticate', authenticate);
  const identify: onRequestHookHandler = async function (request, reply) {
    if (!bearerToken(request)) return;
    try {
      await authenticate.call(this, request, reply, () => undefined);
    } catch {
      // An ended session on a public route is simply a visitor.
      request.actor = null;
    }
  };
  app.decorate('identify', identify);
  app.decorate(
    'requireRole',
    (...roles: Role[]): onRequestHookHandler =>
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
  );
});

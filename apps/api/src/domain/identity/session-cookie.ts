import { webClientHeader, type SessionView } from '@visabridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { forbidden } from '../../lib/errors';
import { crossSiteRefused, isSameOrigin } from '../../plugins/same-origin';

type CookieSettings = Pick<Config, 'publicUrl'>;

const isHttps = (config: CookieSettings) => config.publicUrl.startsWith('https:');

/** Over https the `__Host-` prefix makes the browser insist on Secure, path / and no Domain. */
export const sessionCookieName = (config: CookieSettings) =>
  isHttps(config) ? '__Host-vb_session' : 'vb_session';

const cookieOptions = (config: CookieSettings) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isHttps(config),
  path: '/',
});

/** A call from the web app (it always sends this header); API clients use bearer tokens instead. */
export const isWebClient = (request: FastifyRequest) =>
  request.headers[webClientHeader.name] === webClientHeader.value;

/** Read from the header here, only where a session is looked for, rather than parsed on every request. */
export const sessionCookieOf = (request: FastifyRequest, config: CookieSettings) => {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[sessionCookieName(config)] : undefined;
};

/** Sets the session's cookie: persistent only with "Remember me", else it ends with the browser. */
export const setSessionCookie = (
  reply: FastifyReply,
  config: CookieSettings,
  { token, expiresAt, isPersistent }: { token: string; expiresAt: string; isPersistent: boolean },
) => {
  const maxAge = Math.round((Date.parse(expiresAt) - Date.now()) / 1000);
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    ...(isPersistent ? { maxAge } : {}),
  });
};

/**
 * Hands a new session to its client: the web app gets it as an httpOnly cookie and no token in the body;
 * an API client gets the token.
 */
export const deliverSession = (
  request: FastifyRequest,
  reply: FastifyReply,
  config: CookieSettings,
  { session, isPersistent }: { session: SessionView; isPersistent: boolean },
): SessionView => {
  if (!isWebClient(request) || !session.token) return session;
  setSessionCookie(reply, config, { token: session.token, expiresAt: session.expiresAt, isPersistent });
  // The token rides only in the httpOnly cookie; the rest (the second factor still owed too) goes to the app.
  const { token: _token, ...rest } = session;
  return rest;
};

export const clearSessionCookie = (reply: FastifyReply, config: CookieSettings) =>
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for a cookie session: an unsafe method must come from this site's own origin (Origin, or
 * Referer when a browser leaves Origin out) and carry the web app's header, which a cross-site form cannot.
 */
export const assertSameSiteRequest = (request: FastifyRequest, config: CookieSettings) => {
  if (!unsafeMethods.has(request.method)) return;
  if (!isSameOrigin(request, config) || !isWebClient(request)) throw forbidden(crossSiteRefused);
};

import { formEchoView, type FormEchoView } from '@visabridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Carries a form's echo across a 303 (a sign-up done, shown on the login page), for the next page only. */
const cookieName = 'vb_form_echo';

const cookieOptions = (config: Pick<Config, 'publicUrl'>) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.publicUrl.startsWith('https:'),
  path: '/',
});

/** Hands the next page drawn for this browser a form's echo (what was typed, a notice); never a password. */
export const setFormEchoCookie = (
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  echo: FormEchoView,
) =>
  reply.setCookie(cookieName, Buffer.from(JSON.stringify(echo)).toString('base64url'), {
    ...cookieOptions(config),
    maxAge: 300,
  });

const parseEcho = (value: string) => {
  try {
    const parsed = formEchoView.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The echo a form post left for this page, taken once (the cookie is cleared); undefined when none. */
export const takeFormEchoCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
): FormEchoView | undefined => {
  const header = request.headers.cookie;
  const value = header?.includes(cookieName) ? request.server.parseCookie(header)[cookieName] : undefined;
  if (value === undefined) return undefined;
  reply.clearCookie(cookieName, cookieOptions(config));
  return parseEcho(value);
};

import { isInterfaceLanguage, type FormEchoView } from '@visabridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { AppError } from '../lib/errors';
import { forbidden } from '../lib/errors';
import { messageIn } from '../lib/message-language';
import type { PageLanguage } from '../lib/page-language';
import { crossSiteRefused, isSameOrigin } from './same-origin';

/** A form's fields as the browser posts them (urlencoded): text by name, a ticked checkbox as "on". */
export type PostedFields = Record<string, string>;

/** Far above what the sign-in and sign-up forms send; refused with 413 past it. */
const formBodyLimit = 16 * 1024;

const parseUrlEncoded = (
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => done(null, Object.fromEntries(new URLSearchParams(body)));

/** A ticked checkbox: "on" when it has no value of its own, as a browser posts it. */
export const isTicked = (value: string | undefined) => value === 'on' || value === 'true';

/** Each field's first problem, by its name (a nested field by its first part). */
export const fieldErrorsOf = (error: z.ZodError) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

/** An expected failure (wrong password, a limit, a rule) as the form shows it: its fields' messages and the alert's. */
export const echoOfError = (
  error: AppError,
  fieldMap: Record<string, string> = {},
): Pick<FormEchoView, 'errors' | 'message'> => {
  const errors: Record<string, string> = {};
  for (const { field, message } of error.errors ?? []) errors[fieldMap[field] ?? field] ??= message;
  // The fields say it all when they have messages, as in the app's form.
  return { errors, message: error.errors?.length ? null : error.message };
};

/** An echo's messages in the language of the page drawing it; in the pseudo-language, as they are. */
export const formEchoIn = (language: PageLanguage, echo: FormEchoView): FormEchoView => {
  if (!isInterfaceLanguage(language)) return echo;
  const textIn = (text: string | null) => text && messageIn(language, text);
  const errors = Object.entries(echo.errors).map(([field, message]) => [field, messageIn(language, message)]);
  return {
    ...echo,
    errors: Object.fromEntries(errors),
    message: textIn(echo.message),
    notice: textIn(echo.notice),
  };
};

/**
 * Answers a form posted before the app ran with its page drawn again: what was typed (the caller leaves
 * passwords out) and what was wrong, with the failure's status (and Retry-After for a limit).
 */
export const sendFormAgain = (
  request: FastifyRequest,
  reply: FastifyReply,
  { statusCode, formEcho, error }: { statusCode: number; formEcho: FormEchoView; error?: AppError },
) => {
  if (error?.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return request.server.sendPage(request, reply, { statusCode, formEcho });
};

/** Where a browser sends a page's form before the app has taken the page over: 303 there once it is done. */
export const redirectAfterPost = (reply: FastifyReply, location: string) =>
  reply.code(303).header('location', location).send();

/**
 * The server-drawn forms' own addresses (`POST /login`, `POST /register`), for a form sent before the app's
 * script has run: urlencoded bodies, from this site's pages only (a form cannot carry the app's CSRF header,
 * so the browser's Origin, and Sec-Fetch-Site where sent, must say this site), answered as pages.
 */
export const formPostsPlugin = async (
  app: FastifyInstance,
  { config, routes }: { config: Pick<Config, 'publicUrl'>; routes: ((app: FastifyInstance) => void)[] },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    parseUrlEncoded,
  );
  app.addHook('onRequest', (request, _reply, done) => {
    const site = request.headers['sec-fetch-site'];
    const isOwnSite = isSameOrigin(request, config) && (site === undefined || site === 'same-origin');
    done(isOwnSite ? undefined : forbidden(crossSiteRefused));
  });
  for (const register of routes) register(app);
};

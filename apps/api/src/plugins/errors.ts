import type { FieldError } from '@visabridge/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { AppError, isDatabaseUnavailable, isUnstorableValue, sqlStateOf } from '../lib/errors';
import { messageForStatus } from '../lib/status-messages';
import { rememberDefaultIssue, type ParsedIssue } from '../lib/zod-default-messages';

const fieldName = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';

/** The zod issue a route schema's validation entry was made from (fastify-type-provider-zod keeps its details). */
const issueOf = ({
  keyword,
  instancePath,
  message,
  params,
}: ZodFastifySchemaValidationError): ParsedIssue => ({
  ...params,
  code: keyword,
  path: instancePath.split('/').slice(1),
  message,
});

/** What was validated: the body, the query, the path's parameters or the headers. */
const validatedPart = (request: FastifyRequest, context: string | undefined) =>
  ({ body: request.body, querystring: request.query, params: request.params, headers: request.headers })[
    context ?? 'body'
  ];

/** One message per field: the first problem is the one a person fixes first. */
const toFieldErrors = (entries: ZodFastifySchemaValidationError[], input: unknown): FieldError[] => {
  const byField = new Map<string, FieldError>();
  for (const entry of entries) {
    const field = fieldName(entry.instancePath);
    if (byField.has(field)) continue;
    const fieldError = { field, message: entry.message ?? 'Invalid value' };
    rememberDefaultIssue(fieldError, issueOf(entry), input);
    byField.set(field, fieldError);
  }
  return [...byField.values()];
};

/** The answer when the database refuses a value the schemas let through (never expected). */
export const unstorableValueMessage =
  'Some of the data sent cannot be stored. Check the text, dates and numbers.';

/** The answer while the database cannot be reached (restart, failover); the request may be retried. */
export const databaseUnavailableMessage =
  'The database is unavailable right now. Please try again in a moment.';

/** Seconds a client should wait before retrying while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** Statuses of errors raised by Fastify or a plugin that say something other than what they answer with. */
const statusByCode: Record<string, number> = {
  // @fastify/multipart answers a body that is not multipart with 406; it is the content type that is refused.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

/** Messages of our own for errors raised outside the app's code: theirs may quote what was sent. */
const messageByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but its type says JSON.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as a multipart/form-data upload.',
};

/** Turns every error into the envelope with a truthful status; 5xx answers never show internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation, validatedPart(request, error.validationContext));
      return reply
        .code(400)
        .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, errors: error.errors, code: error.code });
    }
    if (isUnstorableValue(error)) {
      // A last resort: a schema let through a value the database refuses; the schema is the fix.
      request.log.warn({ sqlState: sqlStateOf(error) }, 'value refused by the database');
      return reply.code(400).send({ success: false, message: unstorableValueMessage });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .code(503)
        .send({ success: false, message: databaseUnavailableMessage, requestId: request.id });
    }
    const status = statusByCode[error.code] ?? error.statusCode ?? 500;
    if (status < 500) {
      const message = messageByCode[error.code] ?? messageForStatus(status);
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      success: false,
      message: 'An unexpected error occurred. Please try again.',
      requestId: request.id,
    });
  });

  // A plugin answering an error itself (@fastify/sse's 406) sends a shape of its own: it goes out as the envelope.
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || (payload as { success?: unknown } | null)?.success === false)
      return done(null, payload);
    done(null, { success: false, message: messageForStatus(reply.statusCode) });
  });
});

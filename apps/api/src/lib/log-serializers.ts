import type { FastifyServerOptions } from 'fastify';

/** What a database error may show in the log: where and why it failed, never the values involved. */
const keptFields = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];

/**
 * Drizzle puts the bound values in the message ("Failed query: ...\nparams: ..."), PostgreSQL quotes the
 * value it could not read ('invalid input syntax for type uuid: "..."'), and a mail server's refusal names
 * the recipient ("550 <someone@example.com>: ..."): all are cut.
 */
const redact = (message: string) =>
  message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/^(invalid input (?:syntax|value) for [^:]+: ).*$/m, '$1[redacted]')
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');

const MAX_CAUSES = 5;

/**
 * The `err` serializer: keeps an error's type, message, stack, SQLSTATE, constraint and table, and its
 * causes the same way; drops everything else (a query's `params`, PostgreSQL's `detail` such as
 * "Key (email)=(...) already exists", `where`), so no password hash, name or message body reaches a log.
 */
type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export const serializeError = (error: unknown, depth = 0): SerializedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)), stack: '' };
  const message = redact(error.message);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    // The stack starts with the message: its lines below "at ..." are what is worth keeping.
    stack: (error.stack ?? '').replace(error.message, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of keptFields) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
};

/** Logger options with the safe `err` serializer (a logger instance or `false` is returned as given). */
export const withSafeSerializers = (
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] => {
  if (logger !== true && (typeof logger !== 'object' || logger === null)) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, err: (error: unknown) => serializeError(error) },
  };
};

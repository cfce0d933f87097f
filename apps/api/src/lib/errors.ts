import type { ErrorCode, FieldError } from '@visabridge/contract';

/** An expected failure with a code, an HTTP status and a message the user can read. */
export class AppError extends Error {
  /** Sent as Retry-After with a 429: when the caller may try again. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError(code, 429, message), { retryAfterSeconds });

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', 401, message);
type FieldRefusal = { field: string; message: string; code?: ErrorCode; status?: number };

/** A refusal naming the one field at fault: 400 VALIDATION_ERROR unless a code and status of its own say more. */
export const fieldError = ({ field, message, code = 'VALIDATION_ERROR', status = 400 }: FieldRefusal) =>
  new AppError(code, status, message, [{ field, message }]);

export const conflict = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, 409, message, field ? [{ field, message }] : undefined);

/** A PostgreSQL error's SQLSTATE, whether the driver error is thrown bare or wrapped by Drizzle. */
export const sqlStateOf = (error: unknown) => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
};

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => sqlStateOf(error) === '23505';

/**
 * SQLSTATEs of a value PostgreSQL cannot store (a NUL byte, a lone surrogate in jsonb, a number out
 * of its column's range, an impossible date): the schemas refuse these first, naming the field.
 */
const unstorableValueStates = new Set(['22021', '22P05', '22003', '22008', '22007']);
export const isUnstorableValue = (error: unknown) => unstorableValueStates.has(sqlStateOf(error) ?? '');

/** Node's network codes and PostgreSQL's SQLSTATEs for a database server that is gone, going or not up yet. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: the server is stopping (restart, failover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** node-postgres says these in words only: a connection lost, or none free within the pool's timeout. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const causesOf = (error: unknown) => {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 5;) {
    const link = current as { code?: unknown; message?: unknown; cause?: unknown };
    chain.push(link);
    current = link.cause;
  }
  return chain;
};

/** The database cannot be reached now (down, restarting, out of connections): the request may be retried. */
export const isDatabaseUnavailable = (error: unknown) =>
  causesOf(error).some(({ code, message }) => {
    if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    return typeof message === 'string' && unavailableMessages.some((words) => message.startsWith(words));
  });

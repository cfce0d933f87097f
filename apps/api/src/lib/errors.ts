import type { FieldError } from '@visabridge/contract';

/** An expected failure with a code, an HTTP status and a message the user can read. */
export class AppError extends Error {
  /** Sent as Retry-After with a 429: when the caller may try again. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError(code, 429, message), { retryAfterSeconds });

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', 401, message);
export const conflict = (code: string, message: string, field?: string) =>
  new AppError(code, 409, message, field ? [{ field, message }] : undefined);

/** PostgreSQL's unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown) => {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
};

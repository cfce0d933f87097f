import { messages, webClientHeader } from '@visabridge/contract';
import type { ErrorCode, FieldError } from '@visabridge/contract';
import { pageContractText } from './i18n/contract-texts';

export const apiBaseUrl = '/api';
export const requestTimeoutMs = 30000;

/** A failed call: the server's message, its HTTP status (0 when the server was not reached) and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | undefined;
  /** The server's constant for an error the app acts on (e.g. STEP_UP_REQUIRED). */
  code?: ErrorCode | undefined;
  /** True when this answer already sent the user elsewhere (a 401 to /login, a second factor owed to its page). */
  isSessionEnd = false;

  constructor(
    message: string,
    status: number,
    fieldErrors: FieldError[] = [],
    requestId?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.requestId = requestId;
  }

  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

export type ApiResult<T> = { data: T; message: string | undefined };

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For calls where 401 is an expected answer (login, session check, logout), not an expired session. */
  skipAuthRedirect?: boolean;
  /** Lets the request finish after the page is left (e.g. saving a draft as the tab closes). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: the server answers a repeat with the same key with its first answer. */
  idempotencyKey?: string;
};

let onUnauthorized: (() => void) | null = null;

/** The auth provider registers how to end the session and go to /login when any call answers 401. */
export const setUnauthorizedHandler = (handler: (() => void) | null) => {
  onUnauthorized = handler;
};

type Body = {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  error?: unknown;
  errors?: unknown;
  requestId?: unknown;
  code?: unknown;
};

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

const asFieldErrors = (value: unknown): FieldError[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is FieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof item.field === 'string' &&
          typeof item.message === 'string',
      )
    : [];

/** A response body: parsed JSON, else the plain text, else null when empty. */
export const parseBody = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const readBody = async (response: Response) => parseBody(await response.text());

const toError = (body: unknown, status: number) => {
  const envelope: Body = typeof body === 'object' && body !== null ? body : {};
  const message = asText(envelope.message) ?? asText(envelope.error) ?? messages.requestFailed;
  const error = new ApiError(message, status, asFieldErrors(envelope.errors), asText(envelope.requestId));
  // The server raises only the listed codes (one typed list in the contract).
  error.code = asText(envelope.code) as ErrorCode | undefined;
  return error;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, signal, skipAuthRedirect = false, keepalive, idempotencyKey } = options;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    requestTimeoutMs,
  );
  const abortFromCaller = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortFromCaller);

  const headers = apiHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
    parsed = await readBody(response);
  } catch (error) {
    // A caller that cancels (e.g. a query that is no longer needed) gets its own abort reason back.
    if (signal?.aborted) throw signal.reason;
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? messages.requestTimedOut : messages.networkError, 0, [], undefined, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  return settleResponse<T>(response.status, parsed, skipAuthRedirect);
}

/**
 * Accept JSON, and the web app's header: the session rides in an httpOnly cookie the browser adds, and the
 * server takes a cookie session's changes only with this header from this site (its CSRF check).
 */
let requestLanguage: string | null = null;

/**
 * The language the page is written in, which every request names (`Accept-Language`): the API answers its
 * messages in it, and an account made from this page speaks it.
 */
export const setRequestLanguage = (language: string) => {
  requestLanguage = language;
};

export const apiHeaders = (): Record<string, string> => ({
  Accept: 'application/json',
  [webClientHeader.name]: webClientHeader.value,
  ...(requestLanguage && { 'Accept-Language': requestLanguage }),
});

/** The call's result from its HTTP status and parsed body, or its ApiError (a 401 ends the session). */
export function settleResponse<T>(status: number, parsed: unknown, skipAuthRedirect = false): ApiResult<T> {
  if (status === 401 && !skipAuthRedirect) {
    onUnauthorized?.();
    throw Object.assign(toError(parsed, status), { isSessionEnd: true });
  }
  if (status < 200 || status > 299) {
    const error = toError(parsed, status);
    // A session still owing its second factor (or, for staff, its set-up) goes to the page asking for it:
    // a rare state (a pending sign-in reloaded), so a full page load there keeps this out of the app's code.
    // The login page sends its own sign-in there, with where it ends: a reload would lose that.
    // (403 SECOND_FACTOR_REQUIRED or SECOND_FACTOR_ENROLMENT_REQUIRED; a wrong code is a 400.)
    if (
      status === 403 &&
      error.code?.startsWith('SECOND_FACTOR') &&
      !['/second-factor', '/login'].includes(location.pathname)
    ) {
      location.assign('/second-factor');
      error.isSessionEnd = true;
    }
    throw error;
  }

  // A body without a `success` flag is a plain payload: success, with the body as data.
  if (typeof parsed === 'object' && parsed !== null && 'success' in parsed) {
    const envelope = parsed as Body;
    if (envelope.success !== true) throw toError(envelope, status);
    return { data: envelope.data as T, message: asText(envelope.message) };
  }
  return { data: parsed as T, message: undefined };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Whether the error ended the session; screens then stay quiet instead of repeating the news. */
export const isSessionEnd = (error: unknown) => error instanceof ApiError && error.isSessionEnd;

/** The message to show for any thrown value: the API's message, else the error's, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string = messages.unexpectedError) => {
  if (error instanceof ApiError) return pageContractText(error.message);
  if (error instanceof Error && error.message) return pageContractText(error.message);
  return pageContractText(fallback);
};

import { messages } from '@visabridge/contract';
import { ApiError, apiBaseUrl, apiHeaders, parseBody, requestTimeoutMs, settleResponse } from './api-client';
import type { ApiResult } from './api-client';

type UploadOptions = {
  file: File;
  /** Text fields sent with the file. */
  fields?: Record<string, string>;
  /** Sends the file alone as the body with this content type (e.g. 'text/csv') instead of as a form. */
  contentType?: string;
  /** Called with 0-100 as the file goes out. */
  onProgress?: (percent: number) => void;
  /** Sent as `Idempotency-Key` (see `sendRetrySafely`). */
  idempotencyKey?: string;
};

/**
 * POSTs one file as multipart field `file` with the web app's headers (the browser adds the session
 * cookie). XMLHttpRequest rather than fetch because only it reports upload progress; the answer is read
 * like every other call's. The request timeout counts from the last sign of progress, so a large file on a
 * slow line is not cut off while it is still moving.
 */
export const uploadFile = <T>(
  path: string,
  { file, fields = {}, contentType, onProgress, idempotencyKey }: UploadOptions,
): Promise<ApiResult<T>> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl}${path}`);
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    if (idempotencyKey) request.setRequestHeader('Idempotency-Key', idempotencyKey);

    let idleTimer: number | undefined;
    const restartIdleTimer = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => request.abort(), requestTimeoutMs);
    };
    request.upload.onprogress = (event) => {
      restartIdleTimer();
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onloadend = () => window.clearTimeout(idleTimer);
    request.onload = () => {
      try {
        resolve(settleResponse<T>(request.status, parseBody(request.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(messages.networkError, 0));
    request.onabort = () => reject(new ApiError(messages.requestTimedOut, 0));

    if (contentType) {
      request.setRequestHeader('Content-Type', contentType);
      request.send(file);
    } else {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', file);
      request.send(body);
    }
    restartIdleTimer();
  });

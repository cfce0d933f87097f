import { ApiError } from './api-client';

/** How long to wait before each repeat of a write whose answer was lost. */
export const retryDelaysMs = [500, 2000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a create (a draft, an upload, a filing, a payment) with a new `Idempotency-Key`, and sends it again with
 * the same key when its answer was lost (the network failed or the server took too long): the server may well
 * have done it, and answers the repeat with that first answer instead of doing it twice. Any answer the server
 * gave, success or refusal, is final.
 */
export const sendRetrySafely = async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
  const key = crypto.randomUUID();
  for (const delay of retryDelaysMs) {
    try {
      return await send(key);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
      await wait(delay);
    }
  }
  return send(key);
};

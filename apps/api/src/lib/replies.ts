import { envelope, errorEnvelope } from '@visabridge/contract/response-envelope';
import { z } from 'zod';

/** The success envelope. */
export const ok = <T>(data: T, message?: string) => ({ success: true, data, message });

/** The envelope without data, for calls that only report an outcome. */
export const done = (message: string) => ({ success: true, message });

/** Response schemas for a route: its success payload and the error statuses it can answer with. */
export const replies = <T extends z.ZodType>(data: T, errorStatuses: number[] = [], successStatus = 200) => ({
  [successStatus]: envelope(data),
  ...Object.fromEntries(errorStatuses.map((status) => [status, errorEnvelope])),
});

export const noData = z.undefined();

/**
 * For hot paths whose payload is built by typed code: stringify without re-validating it against the
 * response schema (which stays in the route for the API docs). Error envelopes are plain objects too.
 */
export const typedSerializer = () => (data: unknown) => JSON.stringify(data);

/** Media types of the file bodies in route schemas, for the API docs (a file is not JSON to describe). */
export const fileMediaTypes = new WeakMap<z.ZodType, string[]>();

/** Response schemas for a route that answers a file (a PDF, a CSV, a stream) of these media types, or an error. */
export const fileReplies = (mediaTypes: string[], errorStatuses: number[] = []) => {
  // Never checked: a file goes out as the handler made it, bypassing the serializer.
  const file = z.custom<unknown>(() => true);
  fileMediaTypes.set(file, mediaTypes);
  return {
    200: file,
    ...Object.fromEntries(errorStatuses.map((status) => [status, errorEnvelope])),
  };
};

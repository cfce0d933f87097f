import { z } from 'zod';
import { fieldErrorSchema } from './envelope';
import { errorCodes } from './error-codes';

/**
 * Every API response: `{ success, data?, message?, errors? }` with a truthful HTTP status. The API's schemas
 * only: out of the index, so the web app's first pages do not download every error code.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.optional(),
    message: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    /** On an error the client acts on: what went wrong, as a constant (e.g. STEP_UP_REQUIRED). */
    code: z.enum(errorCodes).optional(),
    requestId: z.string().optional(),
  });

export const errorEnvelope = envelope(z.never());

import { z } from 'zod';
import { queryInteger } from './primitives';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API response: `{ success, data?, message?, errors? }` with a truthful HTTP status. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.optional(),
    message: z.string().optional(),
    errors: z.array(fieldErrorSchema).optional(),
    requestId: z.string().optional(),
  });

export const errorEnvelope = envelope(z.never());

export type Envelope<T> = {
  success: boolean;
  data?: T;
  message?: string;
  errors?: FieldError[];
  requestId?: string;
};

/** `page` from 1; `pageSize` 1-100 (default 20). Out-of-range values are refused with 400, not clamped. */
export const paginationQuery = z.object({
  page: queryInteger('Page must be a whole number', { min: 1, tooSmall: 'Page starts at 1' }).default(1),
  pageSize: queryInteger('Page size must be a whole number', {
    min: 1,
    max: 100,
    tooSmall: 'Page size must be at least 1',
    tooLarge: 'At most 100 per page',
  }).default(20),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A query-string flag: `true` or `false`. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true');

import { z } from 'zod';
import type { ErrorCode } from './error-codes';
import { queryInteger } from './primitives';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every API response (its schema is `envelope` in `./response-envelope`). */
export type Envelope<T> = {
  success: boolean;
  data?: T;
  message?: string;
  errors?: FieldError[];
  code?: ErrorCode;
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

/**
 * Keyset paging for lists that grow without bound: no `cursor` for the first page, then each page's
 * `nextCursor` (opaque; the server refuses one it did not make, or one made for another sort, with 400).
 */
export const cursorQuery = z.object({
  cursor: z.string().max(400, 'Cursor is not one this list gave; start from the first page').optional(),
  pageSize: paginationQuery.shape.pageSize,
});

/** How many items match, counted exactly up to a cap; above it `isCapped` (the screens show "10,000+"). */
export const cappedTotal = z.object({ count: z.number().int(), isCapped: z.boolean() });
export type CappedTotal = z.infer<typeof cappedTotal>;

/** One page by keyset: its items, the cursor of the page after (null on the last) and the capped total. */
export const cursorPaged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: cappedTotal });

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

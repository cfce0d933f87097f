import type { CappedTotal } from '@visabridge/contract';

/** One page of a server-paginated list. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** One page of a list paged by keyset: the cursor of the next page (null on the last) and a capped total. */
export type CursorPage<T> = { items: T[]; nextCursor: string | null; total: CappedTotal };

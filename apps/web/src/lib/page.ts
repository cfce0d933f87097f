/** One page of a server-paginated list. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

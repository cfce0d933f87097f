import { sql, type Column } from 'drizzle-orm';

/** The first instant of the UTC calendar month `offset` months away from `date`'s. */
export const startOfMonth = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));

/** The UTC calendar month of `date` as YYYY-MM. */
export const periodOf = (date: Date) => date.toISOString().slice(0, 7);

/** The `count` calendar months up to and including `now`'s, oldest first, as YYYY-MM. */
export const lastMonths = (count: number, now = new Date()) =>
  Array.from({ length: count }, (_, position) => periodOf(startOfMonth(now, position - (count - 1))));

/** A timestamp column's UTC calendar month as YYYY-MM, for grouping. */
export const monthOf = (column: Column) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

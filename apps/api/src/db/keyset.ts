import type { CappedTotal } from '@visabridge/contract';
import { and, count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { AppError } from '../lib/errors';

/** How a value of a sort key reads as text, so a cursor carries it without losing precision (microseconds). */
const valueFormats = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  numeric: /^-?\d+(\.\d+)?$/,
  integer: /^-?\d{1,9}$/,
  text: /^[\s\S]{0,200}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  bigint: /^\d{1,18}$/,
};
type ValueType = keyof typeof valueFormats;

/** One sort of a list: the key, its type, whether rows may lack it (they come last), and the tie-breaker. */
export type Keyset = {
  /** Written into cursors: a cursor made for another sort or direction is refused. */
  name: string;
  order: 'asc' | 'desc';
  key: SQL;
  type: ValueType;
  isNullable: boolean;
  id: SQL;
  idType: 'uuid' | 'bigint';
};

export type Position = { value: string | null; id: string };

const invalidCursor = () =>
  new AppError('INVALID_CURSOR', 400, 'Cursor is not one this list gave; start from the first page', [
    { field: 'cursor', message: 'Cursor is not one this list gave; start from the first page' },
  ]);

export const encodeCursor = (keyset: Keyset, { value, id }: Position) =>
  Buffer.from(JSON.stringify([keyset.name, keyset.order, value, id])).toString('base64url');

/** The position a cursor names, checked against the list's sort; 400 with a field message otherwise. */
export const decodeCursor = (keyset: Keyset, cursor: string): Position => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [name, order, value, id] = parsed as unknown[];
  const isValueValid =
    (value === null && keyset.isNullable) ||
    (typeof value === 'string' && valueFormats[keyset.type].test(value));
  const isIdValid = typeof id === 'string' && valueFormats[keyset.idType].test(id);
  if (name !== keyset.name || order !== keyset.order || !isValueValid || !isIdValid) throw invalidCursor();
  return { value, id } as Position;
};

/** The key as text, selected with each row to make the next cursor. */
export const sortValueOf = (keyset: Keyset) => sql<string | null>`(${keyset.key})::text`;

/**
 * The list's order. A key every row has sorts in the index's own order both ways (an index on
 * (key, id) serves it forwards and backwards); rows without a nullable key come last.
 */
export const orderOf = ({ key, id, order, isNullable }: Keyset) => {
  const direction = sql.raw(order);
  return isNullable
    ? [sql`${key} ${direction} nulls last`, sql`${id} ${direction}`]
    : [sql`${key} ${direction}`, sql`${id} ${direction}`];
};

/** A position as SQL: the values sent with the query, or a prepared statement's placeholders. */
type PositionSql = { value: SQLWrapper | null; id: SQLWrapper };

/** The rows after a position in the list's order. */
const after = (keyset: Keyset, { value, id }: PositionSql): SQL => {
  const { key, order, type, idType } = keyset;
  const beyond = sql.raw(order === 'asc' ? '>' : '<');
  const cursorId = sql`cast(${id} as ${sql.raw(idType)})`;
  if (value === null) return sql`(${key} is null and ${keyset.id} ${beyond} ${cursorId})`;
  const cursorValue = sql`cast(${value} as ${sql.raw(type)})`;
  // A row comparison is what a btree index on (key, id) seeks to.
  if (!keyset.isNullable) return sql`(${key}, ${keyset.id}) ${beyond} (${cursorValue}, ${cursorId})`;
  return sql`(${key} ${beyond} ${cursorValue} or (${key} = ${cursorValue} and ${keyset.id} ${beyond} ${cursorId}) or ${key} is null)`;
};

/**
 * The rows a page reads: those after the position when there is one. A key every row has is also said
 * to be present: a btree sorts empty keys last, so a newest-first scan of the index would otherwise read
 * every row without one (drafts have no submission time) before the first it can show.
 */
const rowsAfter = (keyset: Keyset, position: PositionSql | undefined) =>
  and(keyset.isNullable ? undefined : sql`${keyset.key} is not null`, position && after(keyset, position));

export const rowsFrom = (keyset: Keyset, position: Position | undefined) =>
  rowsAfter(
    keyset,
    position && { value: position.value === null ? null : sql`${position.value}`, id: sql`${position.id}` },
  );

/** Where a page starts: the first page, after a row with a key, or among the rows without one. */
export type PositionKind = 'first' | 'value' | 'null';

export const positionKindOf = (position: Position | undefined): PositionKind =>
  !position ? 'first' : position.value === null ? 'null' : 'value';

/** `rowsFrom` for a prepared statement: the position comes as the placeholders `cursorValue` and `cursorId`. */
export const rowsFromPlaceholders = (keyset: Keyset, kind: PositionKind) =>
  rowsAfter(
    keyset,
    kind === 'first'
      ? undefined
      : { value: kind === 'null' ? null : sql.placeholder('cursorValue'), id: sql.placeholder('cursorId') },
  );

/** The values of those placeholders. */
export const positionValues = (position: Position | undefined) => ({
  cursorValue: position?.value ?? null,
  cursorId: position?.id ?? null,
});

/** Counted exactly up to this many; above, the screens show "10,000+". */
export const totalCap = 10_000;

/** How many rows a select (`select 1 from … where …`, made `$dynamic()`) matches, reading at most `countLimit`. */
export const cappedCountOf = (db: Db, matching: PgSelect) =>
  db.select({ count: count() }).from(matching.limit(sql.placeholder('countLimit')).as('capped'));

/** The `countLimit` that reads one row past the cap, so a count above it shows as capped. */
export const countLimitOf = (cap = totalCap) => cap + 1;

export const toCappedTotal = (rows: { count: number }[], cap = totalCap): CappedTotal => {
  const found = rows[0]?.count ?? 0;
  return found > cap ? { count: cap, isCapped: true } : { count: found, isCapped: false };
};

/** How many rows a select matches, counted up to the cap. */
export const countCapped = async (db: Db, matching: PgSelect, cap = totalCap): Promise<CappedTotal> =>
  toCappedTotal(await cappedCountOf(db, matching).execute({ countLimit: countLimitOf(cap) }), cap);

/** The page's items, and the next cursor when a row beyond the page was found. */
export const toCursorPage = <Row extends { sortValue: string | null; id: string | number }, Item>(
  keyset: Keyset,
  rows: Row[],
  pageSize: number,
  toItem: (row: Row) => Item,
) => {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? encodeCursor(keyset, { value: last.sortValue, id: String(last.id) })
      : null;
  return { items: shown.map(toItem), nextCursor };
};

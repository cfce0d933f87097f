import { isNotNull, isNull, type Column } from 'drizzle-orm';

/** A yes/no query flag about whether a column is set: no condition when the flag is absent. */
export const isSetWhen = (flag: boolean | undefined, column: Column) =>
  flag === undefined ? undefined : flag ? isNotNull(column) : isNull(column);

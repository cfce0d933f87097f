import type { Db } from './client';

/**
 * One value per database client, made on its first use: prepared statements belong to the client
 * that prepared them, and tests open several databases in one process.
 */
export const perDatabase = <T>(make: (db: Db) => T) => {
  const made = new WeakMap<Db, T>();
  return (db: Db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
};

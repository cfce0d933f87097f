import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `value` (something only the browser knows: the address's #fragment), except while the browser takes over a
 * page the server drew, when it is `serverValue`, what the server drew with; React then draws it again with
 * `value`. Elsewhere it is `value` from the start.
 */
export const useAfterHydration = <T>(value: T, serverValue: T) =>
  useSyncExternalStore(
    neverChanges,
    () => value,
    () => serverValue,
  );

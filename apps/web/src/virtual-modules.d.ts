/**
 * The catalogs in one language (build/feature-catalogs.ts): those each feature or part of the shell needs, by
 * its name, and a loader for each.
 */
declare module 'virtual:catalog-index/*' {
  import type { Messages } from '@lingui/core';

  export const folders: Record<string, string[]>;
  export const catalogs: Record<string, () => Promise<{ messages: Messages }>>;
}

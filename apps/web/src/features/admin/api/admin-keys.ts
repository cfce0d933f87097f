import { userQueryRoot } from '../../../lib/auth/user-query-key';

/**
 * Query keys of the admin dashboard, under the signed-in user's root (a session change drops them) and
 * one 'admin' prefix: every admin change can alter the figures, lists and audit log, so it refreshes all.
 */
const root = [...userQueryRoot, 'admin'] as const;

export const adminKeys = {
  all: root,
  /** One endpoint's answer for one query string ('' when it takes none). */
  of: (path: string, query = '') => [...root, path, query] as const,
};

import { userQueryRoot } from '../../../lib/auth/user-query-key';

/**
 * Query keys of the corporate workspace, under the signed-in user's root (a session change drops them) and
 * one 'corporate' prefix: an added employee or application changes the figures, budget and lists at once.
 */
const root = [...userQueryRoot, 'corporate'] as const;

export const corporateKeys = {
  all: root,
  /** One endpoint's answer for one query string ('' when it takes none). */
  of: (path: string, query: string) => [...root, path, query] as const,
};

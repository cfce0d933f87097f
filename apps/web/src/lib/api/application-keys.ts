import { userQueryRoot } from '../auth/user-query-key';

/**
 * Query keys of the applications feature. They sit under the signed-in user's root, so a session change
 * drops them, and under one 'applications' prefix, so one invalidation refreshes them all.
 */
const root = [...userQueryRoot, 'applications'] as const;

export const applicationKeys = {
  all: root,
  list: (query: string) => [...root, 'list', query] as const,
  summary: [...root, 'summary'] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
  history: (id: string) => [...root, 'detail', id, 'history'] as const,
  messages: (id: string) => [...root, 'detail', id, 'messages'] as const,
  documents: (id: string) => [...root, 'detail', id, 'documents'] as const,
  trips: [...root, 'trips'] as const,
  trip: (id: string) => [...root, 'trips', id] as const,
};

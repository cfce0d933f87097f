import { userQueryRoot } from '../../../lib/auth/user-query-key';

/**
 * Query keys of the agent dashboard, under the signed-in user's root and one 'agent' prefix, so a session
 * change drops them and one invalidation refreshes the figures, lists and tasks after any change.
 */
const root = [...userQueryRoot, 'agent'] as const;

export const agentKeys = {
  all: root,
  stats: [...root, 'stats'] as const,
  applications: (agentId: string, query: string) => [...root, 'applications', agentId, query] as const,
  application: (id: string) => [...root, 'application', id] as const,
  history: (id: string) => [...root, 'application', id, 'history'] as const,
  tasks: (query: string) => [...root, 'tasks', query] as const,
};

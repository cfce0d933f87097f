import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../lib/api/application-keys';
import { agentKeys } from './agent-keys';

/**
 * After the agent changed something: the figures, lists, tasks (some are created or closed by the
 * server) and the application's documents and thread all reload.
 */
export const refreshAgentWork = (queryClient: QueryClient, applicationId?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: agentKeys.all }),
    applicationId && queryClient.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) }),
  ]);

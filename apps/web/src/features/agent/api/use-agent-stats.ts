import { useQuery } from '@tanstack/react-query';
import type { AgentStatsView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /agent/stats: the agent's own figures, computed by the server. */
export const useAgentStats = () =>
  useQuery({
    queryKey: agentKeys.stats,
    queryFn: async ({ signal }) => (await api.get<AgentStatsView>('/agent/stats', { signal })).data,
  });

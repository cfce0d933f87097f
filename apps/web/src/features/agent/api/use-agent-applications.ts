import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { agentKeys } from './agent-keys';

/** GET /visa-applications/agent/{agentId}: the applications assigned to the agent, one server page. */
export const useAgentApplications = (agentId: string, query: URLSearchParams) => {
  const search = query.toString();
  return useQuery({
    queryKey: agentKeys.applications(agentId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<AgentApplicationView>>(`/visa-applications/agent/${agentId}?${search}`, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
};

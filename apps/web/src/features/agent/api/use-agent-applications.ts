import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { CursorPage } from '../../../lib/page';
import { agentKeys } from './agent-keys';

/** GET /visa-applications/agent/{agentId}: the applications assigned to the agent, one page by cursor. */
export const useAgentApplications = (agentId: string, query: URLSearchParams) => {
  const search = query.toString();
  return useQuery({
    queryKey: agentKeys.applications(agentId, search),
    queryFn: async ({ signal }) =>
      (
        await api.get<CursorPage<StaffApplicationListItem>>(`/visa-applications/agent/${agentId}?${search}`, {
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
};

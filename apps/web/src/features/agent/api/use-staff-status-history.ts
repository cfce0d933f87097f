import { useQuery } from '@tanstack/react-query';
import type { StatusHistoryEntry } from '../../../lib/api/use-status-history';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /visa-applications/{id}/status-history: every status change, oldest first. */
export const useStaffStatusHistory = (id: string) =>
  useQuery({
    queryKey: agentKeys.history(id),
    queryFn: async ({ signal }) =>
      (await api.get<StatusHistoryEntry[]>(`/visa-applications/${id}/status-history`, { signal })).data,
  });

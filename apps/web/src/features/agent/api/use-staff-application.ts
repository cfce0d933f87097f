import { useQuery } from '@tanstack/react-query';
import type { StaffApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /visa-applications/{id}: an assigned application with everything the agent decides on. */
export const useStaffApplication = (id: string) =>
  useQuery({
    queryKey: agentKeys.application(id),
    queryFn: async ({ signal }) =>
      (await api.get<StaffApplicationView>(`/visa-applications/${id}`, { signal })).data,
  });

import { useQuery } from '@tanstack/react-query';
import type { StaffApplicationView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET /visa-applications/{id}: the latest copy of an assigned application; the list's row shows meanwhile. */
export const useStaffApplication = (row: StaffApplicationView) =>
  useQuery({
    queryKey: agentKeys.application(row.id),
    queryFn: async ({ signal }) =>
      (await api.get<StaffApplicationView>(`/visa-applications/${row.id}`, { signal })).data,
    placeholderData: row,
  });

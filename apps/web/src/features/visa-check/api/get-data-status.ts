import type { DataEditionView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /visa/data-status: the current data edition, or the notice shown until data is imported. */
export type VisaDataStatus = { edition: DataEditionView | null; notice: string | null };

export const useVisaDataStatus = () =>
  useQuery({
    queryKey: ['visa', 'data-status'],
    queryFn: async ({ signal }) => (await api.get<VisaDataStatus>('/visa/data-status', { signal })).data,
  });

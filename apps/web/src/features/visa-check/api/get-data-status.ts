import type { DataStatusView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The data status's key, which the server also draws /visa-check with. */
export const dataStatusKey = ['visa', 'data-status'] as const;

/** GET /visa/data-status: the current data edition, or the notice shown until data is imported. */
export const useVisaDataStatus = () =>
  useQuery({
    queryKey: dataStatusKey,
    queryFn: async ({ signal }) => (await api.get<DataStatusView>('/visa/data-status', { signal })).data,
  });

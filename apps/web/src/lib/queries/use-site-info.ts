import type { SiteInfoView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The footer's facts: the operator's configured contact details and social pages, and countries counted. */
export const useSiteInfo = () =>
  useQuery({
    queryKey: ['platform', 'site'] as const,
    queryFn: async ({ signal }) => (await api.get<SiteInfoView>('/platform/site', { signal })).data,
    staleTime: 10 * 60_000,
  });

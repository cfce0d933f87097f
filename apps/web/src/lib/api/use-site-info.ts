import type { SiteInfoView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const siteInfoKey = ['platform', 'site'] as const;

/** The footer's facts: the operator's configured contact details and social pages, and countries counted. */
export const useSiteInfo = () =>
  useQuery({
    queryKey: siteInfoKey,
    queryFn: async ({ signal }) => (await api.get<SiteInfoView>('/platform/site', { signal })).data,
    staleTime: 10 * 60_000,
  });

import type { CountryView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /countries/popular: the destinations checked most lately, with how often (may be empty). */
export type PopularDestination = CountryView & { checks: number };

export const usePopularDestinations = (limit = 6) =>
  useQuery({
    queryKey: ['countries', 'popular', limit],
    queryFn: async ({ signal }) =>
      (await api.get<PopularDestination[]>(`/countries/popular?limit=${limit}`, { signal })).data,
  });

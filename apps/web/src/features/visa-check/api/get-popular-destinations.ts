import { popularDestinationsShown, type PopularDestinationView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The checker's quick picks, under the key the server also draws /visa-check with. */
export const popularDestinationsKey = ['countries', 'popular', popularDestinationsShown] as const;

/** GET /countries/popular: the destinations checked most lately, with how often (may be empty). */
export const usePopularDestinations = () =>
  useQuery({
    queryKey: popularDestinationsKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<PopularDestinationView[]>(`/countries/popular?limit=${popularDestinationsShown}`, {
          signal,
        })
      ).data,
  });

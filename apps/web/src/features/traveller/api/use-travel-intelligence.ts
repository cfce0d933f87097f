import type { TravelIntelligenceView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { userQueryKey } from '../../../lib/auth/user-query-key';

/** GET /dashboard/travel-intelligence: what the data says for the traveller's passport, every visa-free destination. */
export const useTravelIntelligence = () => {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: userQueryKey(userId, 'travel-intelligence'),
    queryFn: async ({ signal }) =>
      (await api.get<TravelIntelligenceView>('/dashboard/travel-intelligence', { signal })).data,
    enabled: userId !== '',
  });
};

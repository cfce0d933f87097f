import type { IndividualDashboardView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useAuth } from '../auth/auth-context';
import { individualDashboardKey } from './query-keys';

/** GET /dashboard/individual: the traveller's figures, recent items, travel history and intelligence. */
export const useIndividualDashboard = () => {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: individualDashboardKey(userId),
    queryFn: async ({ signal }) =>
      (await api.get<IndividualDashboardView>('/dashboard/individual', { signal })).data,
    enabled: userId !== '',
    // Applications, documents and notifications change elsewhere in the app: a visit always refetches.
    refetchOnMount: 'always',
  });
};

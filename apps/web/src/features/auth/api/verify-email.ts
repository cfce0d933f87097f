import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /auth/verify-email, run once when the page opens. A query (not a mutation) so React's double
 * mount in development shares one request instead of using the single-use token twice.
 */
export const useVerifyEmail = (token: string) =>
  useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => api.post<unknown>('/auth/verify-email', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

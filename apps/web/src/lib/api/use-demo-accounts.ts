import type { DemoAccountView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../api-client';

export const demoAccountsKey = ['auth', 'demo-accounts'] as const;

/**
 * The demo accounts, or an empty list when demo mode is off (the API answers 404 then). Any screen showing
 * demo helpers (login card, role switcher) shows them only when this list is non-empty.
 */
export const useDemoAccounts = () =>
  useQuery({
    queryKey: demoAccountsKey,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<DemoAccountView[]>('/auth/demo-accounts', { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: Infinity,
  });

import type { PendingAcceptanceView } from '@visabridge/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../lib/auth/user-query-key';

export const pendingAcceptancesKey = (userId: string) => userQueryKey(userId, 'content', 'acceptance');

/** GET /content/acceptance: Terms or Privacy versions published since the signed-in user accepted them. */
export const usePendingAcceptances = (userId: string | undefined) =>
  useQuery({
    queryKey: pendingAcceptancesKey(userId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<PendingAcceptanceView[]>('/content/acceptance', { signal })).data,
    enabled: userId !== undefined,
  });

import { useQuery } from '@tanstack/react-query';
import type { FeeDueView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/api/payment-keys';

/** GET /payments/due: the traveller's submitted applications whose fees are not paid yet. */
export const useFeesDue = (isEnabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.due,
    queryFn: async ({ signal }) => (await api.get<FeeDueView[]>('/payments/due', { signal })).data,
    enabled: isEnabled,
    // Submitting an application elsewhere makes a fee due: every visit refetches.
    refetchOnMount: 'always',
  });

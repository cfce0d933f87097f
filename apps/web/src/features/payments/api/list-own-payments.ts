import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import type { Page } from '../../../lib/page';
import { paymentKeys } from '../../../lib/api/payment-keys';

/** GET /payments: the caller's own payments, newest first, one server page at a time. */
export const useOwnPayments = (query: URLSearchParams) => {
  const search = query.toString();
  return useQuery({
    queryKey: paymentKeys.history(search),
    queryFn: async ({ signal }) => (await api.get<Page<PaymentView>>(`/payments?${search}`, { signal })).data,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
};

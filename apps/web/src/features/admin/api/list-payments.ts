import type { PaymentListView } from '@visabridge/contract';
import { useAdminQuery } from './use-admin-query';

/** GET /payments/list: one page of payments and the totals over every payment matching the filters. */
export const usePayments = (query: URLSearchParams) =>
  useAdminQuery<PaymentListView>('/payments/list', query);

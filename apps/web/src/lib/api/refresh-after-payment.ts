import type { QueryClient } from '@tanstack/react-query';
import { userQueryRoot } from '../auth/user-query-key';
import { isIntentKey } from './payment-keys';

/**
 * A payment changes the fees due, the history, the dashboard, the application's payment state, the
 * company's invoices and brings a notification: all of the user's data reloads when next shown. The
 * open dialog's pending payment is not asked for again: it is settled now.
 */
export const refreshAfterPayment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: userQueryRoot,
    predicate: ({ queryKey }) => !isIntentKey(queryKey),
  });

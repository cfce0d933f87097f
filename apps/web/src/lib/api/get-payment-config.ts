import { useQuery } from '@tanstack/react-query';
import type { PaymentConfigView } from '@visabridge/contract';
import { api } from '../api-client';
import { paymentKeys } from './payment-keys';

/** GET /payments/config: live Stripe or the built-in test mode, and test mode's card numbers. */
export const usePaymentConfig = () =>
  useQuery({
    queryKey: paymentKeys.config,
    queryFn: async ({ signal }) => (await api.get<PaymentConfigView>('/payments/config', { signal })).data,
    // The mode is fixed when the server starts.
    staleTime: Infinity,
  });

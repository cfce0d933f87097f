import type { PaymentView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type Refund = { id: string; reason?: string; applicationId?: string; amount?: number };

/**
 * POST /payments/{id}/refund: gives a completed payment (or one traveller's line of a trip's) back to the
 * payer's card, once; `amount` is the figure the admin was shown, which the server checks.
 */
export const useRefundPayment = () =>
  useAdminMutation(({ id, ...refund }: Refund) => api.post<PaymentView>(`/payments/${id}/refund`, refund));

import type { PaymentView } from '@visabridge/contract';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './use-admin-mutation';

type Refund = { id: string; reason?: string };

/** POST /payments/{id}/refund: gives a completed payment back to the payer's card, once. */
export const useRefundPayment = () =>
  useAdminMutation(({ id, reason }: Refund) => api.post<PaymentView>(`/payments/${id}/refund`, { reason }));

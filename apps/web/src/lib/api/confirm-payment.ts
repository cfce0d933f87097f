import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentInput, PaymentView } from '@visabridge/contract';
import { api } from '../api-client';
import { paymentKeys } from './payment-keys';
import { refreshAfterPayment } from './refresh-after-payment';

/** POST /payments/confirm: records the outcome (test mode charges `card`; live mode asks Stripe). */
export const confirmPayment = (input: ConfirmPaymentInput) =>
  api.post<PaymentView>('/payments/confirm', input);

/** Confirms a payment Stripe Elements has completed in the browser; afterwards the user's data reloads. */
export const useConfirmPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.pay,
    mutationFn: confirmPayment,
    onSettled: () => refreshAfterPayment(queryClient),
  });
};

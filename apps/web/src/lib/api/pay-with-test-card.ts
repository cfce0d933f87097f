import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCardInput } from '@visabridge/contract';
import { createPaymentIntent } from './create-payment-intent';
import type { PaymentTarget } from './create-payment-intent';
import { confirmPayment } from './confirm-payment';
import { paymentKeys } from './payment-keys';
import { refreshAfterPayment } from './refresh-after-payment';

type Variables = { target: PaymentTarget; card: TestCardInput };

/**
 * Test mode: a pending payment for the target, then its confirmation with the card. A declined card
 * leaves a failed payment, so each try starts from a new intent. Either way the history changed.
 */
export const usePayWithTestCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.pay,
    mutationFn: async ({ target, card }: Variables) => {
      const { data: intent } = await createPaymentIntent(target);
      return confirmPayment({ paymentId: intent.paymentId, card });
    },
    onSettled: () => refreshAfterPayment(queryClient),
  });
};

import { useQuery } from '@tanstack/react-query';
import type { PaymentIntentView } from '@visabridge/contract';
import { api } from '../api-client';
import { sendRetrySafely } from '../send-retry-safely';
import { paymentKeys } from './payment-keys';

/** What a payment is for: one of the traveller's applications, their trip, or their company's invoice. */
export type PaymentTarget = { applicationId: string } | { tripId: string } | { invoiceId: string };

const targetKey = (target: PaymentTarget) => {
  if ('applicationId' in target) return `application:${target.applicationId}`;
  return 'tripId' in target ? `trip:${target.tripId}` : `invoice:${target.invoiceId}`;
};

/** POST /payments/create-intent: a pending payment for the target (the server reuses one still pending). */
export const createPaymentIntent = (target: PaymentTarget) =>
  sendRetrySafely((idempotencyKey) =>
    api.post<PaymentIntentView>('/payments/create-intent', target, { idempotencyKey }),
  );

/**
 * The pending payment Stripe Elements confirms in live mode, made when the pay dialog opens. Asking again
 * returns the same pending payment, so it is safe to hold like a query; it is never reused from the cache.
 */
export const usePaymentIntent = (target: PaymentTarget) =>
  useQuery({
    queryKey: paymentKeys.intent(targetKey(target)),
    queryFn: async () => (await createPaymentIntent(target)).data,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

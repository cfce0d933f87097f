import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useConfirmPayment } from '../../../lib/api/confirm-payment';
import { paymentMessages } from '../../../components/payments/payment-messages';

/**
 * Live mode only: after a bank's own page (3-D Secure) Stripe sends the user back to /payment?paid=<id>;
 * the server then records the outcome, once, and the link is tidied away.
 */
export const useStripeReturn = () => {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('paid');
  const confirm = useConfirmPayment();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!paymentId || handled.current === paymentId) return;
    handled.current = paymentId;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paid');
        return next;
      },
      { replace: true },
    );
    confirm.mutate(
      { paymentId },
      {
        onSuccess: ({ data, message }) =>
          data.status === 'completed'
            ? toast.success(message ?? t(paymentMessages.paid))
            : toast.error(data.failureMessage ?? t(paymentMessages.failed)),
        onError: (error) => {
          if (!isSessionEnd(error)) toast.error(errorMessage(error, t(paymentMessages.failed)));
        },
      },
    );
  }, [paymentId, confirm, setParams, toast, t]);
};

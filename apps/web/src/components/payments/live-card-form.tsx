import { useLingui } from '@lingui/react/macro';
import { Alert, useTheme } from '@mui/material';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import type { PaymentIntentView } from '@visabridge/contract';
import { useState } from 'react';
import { PageLoader } from '../layout/page-loader';
import { errorMessage, isSessionEnd } from '../../lib/api-client';
import { useToast } from '../../lib/use-toast';
import { useConfirmPayment } from '../../lib/api/confirm-payment';
import { usePaymentIntent } from '../../lib/api/create-payment-intent';
import { paymentMessages } from './payment-messages';
import type { PayRequest } from './pay-request';
import { DialogNotice } from './dialog-notice';
import { PayForm } from './pay-form';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js loads once per key, and only here: this module is itself loaded only in live mode. */
const stripeFor = (publishableKey: string) => {
  const known = stripes.get(publishableKey);
  if (known) return known;
  const loading = loadStripe(publishableKey);
  stripes.set(publishableKey, loading);
  return loading;
};

/** Where Stripe sends the user back after a bank's own page (3-D Secure and the like). */
const stripeReturnUrl = (paymentId: string) =>
  `${window.location.origin}/payment?paid=${encodeURIComponent(paymentId)}`;

type FormProps = {
  request: PayRequest;
  intent: PaymentIntentView;
  title: string;
  titleId: string;
  onClose: () => void;
  onPaid: () => void;
};

function StripeCardForm({ request, intent, title, titleId, onClose, onPaid }: FormProps) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmPayment();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const pay = async () => {
    if (!stripe || !elements) return;
    setProblem(null);
    setIsConfirming(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: stripeReturnUrl(intent.paymentId) },
      });
      if (result.error) {
        setProblem(result.error.message ?? t(paymentMessages.failed));
        toast.error(t(paymentMessages.failed));
        return;
      }
      const { message } = await confirm.mutateAsync({ paymentId: intent.paymentId });
      toast.success(message ?? t(paymentMessages.paid));
      onPaid();
    } catch (error) {
      if (isSessionEnd(error)) return;
      setProblem(errorMessage(error));
      toast.error(t(paymentMessages.failed));
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <PayForm
      request={request}
      title={title}
      titleId={titleId}
      isPending={isConfirming || !stripe}
      problem={problem}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      onClose={onClose}
    >
      <PaymentElement />
    </PayForm>
  );
}

type Props = Omit<FormProps, 'intent'> & { publishableKey: string };

/** Live mode: Stripe Elements collects the card in Stripe's own frame, then the server records the outcome. */
export default function LiveCardForm({ publishableKey, ...props }: Props) {
  const { t } = useLingui();
  const intent = usePaymentIntent(props.request.target);
  const mode = useTheme().palette.mode;
  if (!intent.data?.clientSecret)
    return (
      <DialogNotice title={props.title} titleId={props.titleId} onClose={props.onClose}>
        {intent.isError ? (
          <Alert severity="error">{errorMessage(intent.error)}</Alert>
        ) : (
          <PageLoader label={t`Preparing the payment...`} />
        )}
      </DialogNotice>
    );
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: intent.data.clientSecret,
        appearance: { theme: mode === 'dark' ? 'night' : 'stripe' },
      }}
    >
      <StripeCardForm {...props} intent={intent.data} />
    </Elements>
  );
}

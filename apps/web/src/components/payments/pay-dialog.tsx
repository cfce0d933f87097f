import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Dialog, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../alerts/load-error-alert';
import { PageLoader } from '../layout/page-loader';
import { errorMessage } from '../../lib/api-client';
import { useLastShown } from '../../lib/use-last-shown';
import { usePaymentConfig } from '../../lib/api/get-payment-config';
import { paymentKeys } from '../../lib/api/payment-keys';
import { DialogNotice } from './dialog-notice';
import type { PayRequest } from './pay-request';
import { TestCardForm } from './test-card-form';

// Stripe.js comes from Stripe's servers: only live mode loads it, so test mode works offline.
const LiveCardForm = lazy(() => import('./live-card-form'));

const titleOf = ({ target }: PayRequest) => {
  if ('applicationId' in target) return msg`Pay application fees`;
  return 'tripId' in target ? msg`Pay the trip fees` : msg`Pay invoice`;
};

type BodyProps = { request: PayRequest; titleId: string; onClose: () => void };

function PayDialogBody({ request, titleId, onClose }: BodyProps) {
  const { t } = useLingui();
  const config = usePaymentConfig();
  const form = {
    request,
    titleId,
    title: t(titleOf(request)),
    onClose,
    onPaid: onClose,
  };
  const notice = (content: ReactNode) => <DialogNotice {...form}>{content}</DialogNotice>;

  if (!config.data)
    return notice(
      config.isError ? (
        <LoadErrorAlert message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
      ) : (
        <PageLoader label={t`Loading the payment form...`} />
      ),
    );
  if (config.data.mode === 'test') return <TestCardForm config={config.data} {...form} />;
  if (!config.data.publishableKey)
    return notice(
      <Alert severity="error">
        <Trans>Card payments are not available right now.</Trans>
      </Alert>,
    );
  return (
    <Suspense fallback={notice(<PageLoader label={t`Loading the secure card form...`} />)}>
      <LiveCardForm publishableKey={config.data.publishableKey} {...form} />
    </Suspense>
  );
}

type Props = { request: PayRequest | null; onClose: () => void };

/**
 * Pays an application's fees or an invoice by card: the built-in test-mode form, or Stripe Elements when
 * the server is live. It cannot be dismissed while a card is being charged; full screen on a phone.
 */
export function PayDialog({ request, onClose }: Props) {
  const shown = useLastShown(request);
  const titleId = `${useId()}-title`;
  const isPaying = useIsMutating({ mutationKey: paymentKeys.pay }) > 0;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={request !== null}
      onClose={isPaying ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      {shown && <PayDialogBody request={shown} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

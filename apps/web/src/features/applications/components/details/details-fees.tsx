import { Trans, useLingui } from '@lingui/react/macro';
import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Typography } from '@mui/material';
import { isPaymentDue, type ApplicationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { FeeBreakdown } from '../../../../components/payments/fee-breakdown';
import { SectionCard } from '../../../../components/layout/section-card';
import { PaymentStateChip } from '../../../../components/payments/payment-state-chip';
import { ReceiptButton } from '../../../../components/payments/receipt-button';
import { useAuth } from '../../../../lib/auth/auth-context';

/**
 * The fees as stored with the application, where payment stands, and the way to pay or the receipt: for whoever
 * filed it. A traveller following their own part of someone's trip sees where payment stands, and who pays.
 */
export function DetailsFees({ application }: { application: ApplicationView }) {
  const { t } = useLingui();
  const { payment } = application;
  const { user } = useAuth();
  const tripReference = application.trip?.reference;
  const isFiler = application.userId === user?.id;
  return (
    <SectionCard id="fees" title={t`Fees and payment`}>
      <FeeBreakdown fees={application.fees} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <Trans comment="where the payment of the fees stands, shown next to it">Payment:</Trans>
        </Typography>
        <PaymentStateChip payment={payment} />
      </Box>
      {!isFiler && application.trip && !application.filedBy && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t`The person who filed trip ${tripReference} pays its fees and holds the receipt.`}
        </Typography>
      )}
      {isFiler && isPaymentDue(application) && (
        <Button
          component={RouterLink}
          to={`/payment?application=${encodeURIComponent(application.id)}`}
          variant="contained"
          startIcon={<PaymentIcon />}
          sx={{ mt: 2 }}
        >
          <Trans>Pay now</Trans>
        </Button>
      )}
      {isFiler && payment.paymentId && (payment.state === 'paid' || payment.state === 'refunded') && (
        <Box sx={{ mt: 1 }}>
          <ReceiptButton paymentId={payment.paymentId} />
        </Box>
      )}
    </SectionCard>
  );
}

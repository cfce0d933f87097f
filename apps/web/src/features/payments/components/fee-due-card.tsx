import { Trans, useLingui } from '@lingui/react/macro';
import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import type { FeeDueView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { FeeBreakdown } from '../../../components/payments/fee-breakdown';
import { formatDate } from '../../../lib/format';

type Props = { fee: FeeDueView; onPay: (fee: FeeDueView) => void };

/** One application whose fees are due: which trip, what each part costs, and the Pay button. */
export function FeeDueCard({ fee, onPay }: Props) {
  const { t } = useLingui();
  const headingId = `fee-due-${fee.applicationId}`;
  const { destination, referenceNumber, trip } = fee;
  const submittedDate = fee.submittedAt ? formatDate(fee.submittedAt, 'short') : null;
  const traveller = trip?.traveller;
  const tripReference = trip?.reference;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {fee.destination} · {fee.visaTypeName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Link component={RouterLink} to={`/applications/${fee.applicationId}`}>
              <Trans comment="an application's reference number">Reference {referenceNumber}</Trans>
            </Link>
            {submittedDate && ` · ${t`Submitted ${submittedDate}`}`}
            {trip && ` · ${t`${traveller}, on trip ${tripReference}`}`}
          </Typography>
        </Box>
        <FeeBreakdown fees={fee.fees} isExplained={false} />
        <Box sx={{ mt: 'auto' }}>
          {trip ? (
            <Button
              component={RouterLink}
              to={`/trips/${trip.id}`}
              variant="contained"
              startIcon={<PaymentIcon />}
              aria-label={t`Pay trip ${tripReference}, with ${traveller}`}
            >
              <Trans>Pay with the trip</Trans>
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<PaymentIcon />}
              onClick={() => onPay(fee)}
              aria-label={t({
                message: `Pay ${destination} application ${referenceNumber}`,
                comment: 'button name: pays the fees of the application to {destination} (a country)',
              })}
            >
              <Trans comment="button that pays an application's fees">Pay</Trans>
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

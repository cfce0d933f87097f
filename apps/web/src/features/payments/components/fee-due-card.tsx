import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import type { FeeDueView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { FeeBreakdown } from '../../../components/payments/fee-breakdown';
import { formatDate } from '../../../lib/format';

type Props = { fee: FeeDueView; onPay: (fee: FeeDueView) => void };

/** One application whose fees are due: which trip, what each part costs, and the Pay button. */
export function FeeDueCard({ fee, onPay }: Props) {
  const headingId = `fee-due-${fee.applicationId}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {fee.destination} · {fee.visaTypeName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Link component={RouterLink} to={`/applications/${fee.applicationId}`}>
              Reference {fee.referenceNumber}
            </Link>
            {fee.submittedAt && ` · Submitted ${formatDate(fee.submittedAt, 'short')}`}
            {fee.trip && ` · ${fee.trip.traveller}, on trip ${fee.trip.reference}`}
          </Typography>
        </Box>
        <FeeBreakdown fees={fee.fees} isExplained={false} />
        <Box sx={{ mt: 'auto' }}>
          {fee.trip ? (
            <Button
              component={RouterLink}
              to={`/trips/${fee.trip.id}`}
              variant="contained"
              startIcon={<PaymentIcon />}
              aria-label={`Pay trip ${fee.trip.reference}, with ${fee.trip.traveller}`}
            >
              Pay with the trip
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<PaymentIcon />}
              onClick={() => onPay(fee)}
              aria-label={`Pay ${fee.destination} application ${fee.referenceNumber}`}
            >
              Pay
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

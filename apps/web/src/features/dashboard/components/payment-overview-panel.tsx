import PaymentIcon from '@mui/icons-material/Payment';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { nothingDueText } from '../../../components/payments/nothing-due';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { SectionCard } from '../../../components/layout/section-card';
import { MoneyList } from '../../../components/payments/money-list';
import { formatCount } from '../../../lib/format';

type Props = { payments: IndividualDashboardView['payments'] };

/** From the payment ledger: fees still due, what was paid (net of refunds), and the way to pay. */
export function PaymentOverviewPanel({ payments }: Props) {
  const awaiting = payments.applicationsAwaitingPayment;
  return (
    <SectionCard
      id="payments"
      title="Payment Overview"
      icon={PaymentIcon}
      link={{ to: '/payment', label: 'Payments' }}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {awaiting === 0
            ? nothingDueText(payments.completedPayments)
            : `${formatCount(awaiting, 'application')} awaiting payment.`}
        </Typography>
        <FigureGrid
          figures={[
            { label: 'Fees due', value: <MoneyList totals={payments.feesDue} />, color: 'warning.main' },
            {
              label: `Paid (${formatCount(payments.completedPayments, 'payment')})`,
              value: <MoneyList totals={payments.paid} />,
              color: 'success.main',
            },
          ]}
        />
        {awaiting > 0 && (
          <Box>
            <Button component={RouterLink} to="/payment" variant="contained" startIcon={<PaymentIcon />}>
              Pay now
            </Button>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}

import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, Stack, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { IndividualDashboardView } from '@visabridge/contract';
import { FigureGrid } from '../../../components/figure-grid';
import { SectionCard } from '../../../components/section-card';

type Props = { payments: IndividualDashboardView['payments'] };

/** Fees of submitted applications per currency; payments themselves are not recorded yet. */
export function PaymentOverviewPanel({ payments }: Props) {
  const count = payments.applicationsAwaitingPayment;
  return (
    <SectionCard
      id="payments"
      title="Payment Overview"
      icon={PaymentIcon}
      link={{ to: '/payment', label: 'Payments' }}
    >
      <Stack spacing={2}>
        {payments.feesDue.length === 0 ? (
          <Typography color="text.secondary">
            No fees yet. The fees of an application show here once you submit it.
          </Typography>
        ) : (
          <>
            <Typography color="text.secondary">
              Fees of your {count} submitted application{count === 1 ? '' : 's'}:
            </Typography>
            <FigureGrid
              columns={Math.min(payments.feesDue.length, 2)}
              figures={payments.feesDue.map(({ currency, amount }) => ({
                label: `Total in ${currency}`,
                value: formatMoney(amount, currency),
              }))}
            />
          </>
        )}
        <Alert severity="info">No payments are recorded yet for your applications.</Alert>
      </Stack>
    </SectionCard>
  );
}

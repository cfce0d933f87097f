import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@mui/material';
import type { PaymentTotals as Totals } from '@visabridge/contract';
import { FigureGrid } from '../../../../components/layout/figure-grid';
import { formatNumber } from '../../../../lib/format';
import { paymentStatusNames } from '../../../../components/payments/payment-status-names';
import { MoneyList } from '../../../../components/payments/money-list';

/** Totals over every payment matching the filters, not only the page shown. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby="payment-totals-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="payment-totals-title" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>Totals for the payments matching the filters</Trans>
      </Typography>
      <Box
        sx={{ '& dl': { gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' } } }}
      >
        <FigureGrid
          figures={[
            {
              label: t(paymentStatusNames.completed),
              value: <MoneyList totals={totals.completed} />,
              color: 'success.main',
            },
            {
              label: t(paymentStatusNames.refunded),
              value: <MoneyList totals={totals.refunded} />,
              color: 'info.main',
            },
            {
              label: t(paymentStatusNames.pending),
              value: <MoneyList totals={totals.pending} />,
              color: 'warning.main',
            },
            {
              label: t(paymentStatusNames.failed),
              value: formatNumber(totals.failedCount),
              color: 'error.main',
            },
          ]}
        />
      </Box>
    </Box>
  );
}

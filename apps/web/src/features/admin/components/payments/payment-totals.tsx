import { Box, Typography } from '@mui/material';
import type { PaymentTotals as Totals } from '@visabridge/contract';
import { FigureGrid } from '../../../../components/layout/figure-grid';
import { formatNumber } from '../../../../lib/format';
import { MoneyList } from '../../../../components/payments/money-list';

/** Totals over every payment matching the filters, not only the page shown. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  return (
    <Box component="section" aria-labelledby="payment-totals-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="payment-totals-title" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        Totals for the payments matching the filters
      </Typography>
      <Box
        sx={{ '& dl': { gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' } } }}
      >
        <FigureGrid
          figures={[
            { label: 'Completed', value: <MoneyList totals={totals.completed} />, color: 'success.main' },
            { label: 'Refunded', value: <MoneyList totals={totals.refunded} />, color: 'info.main' },
            { label: 'Pending', value: <MoneyList totals={totals.pending} />, color: 'warning.main' },
            { label: 'Failed', value: formatNumber(totals.failedCount), color: 'error.main' },
          ]}
        />
      </Box>
    </Box>
  );
}

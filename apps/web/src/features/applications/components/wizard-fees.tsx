import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { ApplicationView } from '@visabridge/contract';

function FeeRow({ label, amount, isTotal = false }: { label: string; amount: string; isTotal?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" sx={{ fontWeight: isTotal ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: isTotal ? 700 : 600 }}>
        {amount}
      </Typography>
    </Box>
  );
}

/** What the application costs, from the draft's stored fees. */
export function WizardFees({ fees }: { fees: ApplicationView['fees'] }) {
  const money = (amount: number) => formatMoney(amount, fees.currency);
  return (
    <Card component="section" aria-labelledby="fees-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="fees-title" component="h3" variant="h6" sx={{ mb: 1 }}>
          Fees
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <FeeRow label="Visa fee" amount={money(fees.baseFee)} />
          <FeeRow label="Processing fee" amount={money(fees.processingFee)} />
          <FeeRow label="Service fee" amount={money(fees.serviceFee)} />
          <Divider sx={{ my: 0.5 }} />
          <FeeRow label="Total" amount={money(fees.total)} isTotal />
        </Box>
      </CardContent>
    </Card>
  );
}

import { Box, Chip, Divider, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { ApplicationView } from '@visabridge/contract';
import { SectionCard } from '../../../components/section-card';

function FeeLine({ label, amount, isTotal = false }: { label: string; amount: string; isTotal?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography sx={{ fontWeight: isTotal ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: isTotal ? 700 : 400 }}>{amount}</Typography>
    </Box>
  );
}

/** The fees as stored with the application and where payment stands; no payment records exist yet. */
export function DetailsFees({ application }: { application: ApplicationView }) {
  const { fees } = application;
  const money = (amount: number) => formatMoney(amount, fees.currency);
  const isDraft = application.status === 'draft';
  return (
    <SectionCard id="fees" title="Fees and payment">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <FeeLine label="Base fee" amount={money(fees.baseFee)} />
        {fees.processingFee > 0 && <FeeLine label="Processing fee" amount={money(fees.processingFee)} />}
        {fees.serviceFee > 0 && <FeeLine label="Service fee" amount={money(fees.serviceFee)} />}
        <Divider component="li" sx={{ my: 0.5 }} />
        <FeeLine label="Total" amount={money(fees.total)} isTotal />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">Payment:</Typography>
        <Chip
          size="small"
          color={isDraft ? 'default' : 'warning'}
          label={isDraft ? 'Not due yet' : 'Not paid yet'}
        />
      </Box>
    </SectionCard>
  );
}

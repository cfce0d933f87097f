import { Box, Divider, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { FeesView } from '@visabridge/contract';

/** Why the fees come in three parts, in one line people can read before they pay. */
export const feesExplanation =
  "The government fee is the embassy's charge where we hold its published fee, otherwise our standard fee for the visa; the processing and service fees are VisaBridge's charges for handling your application.";

function FeeRow({ label, value, isTotal = false }: { label: string; value: string; isTotal?: boolean }) {
  const weight = isTotal ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: isTotal ? 700 : 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

type Props = { fees: FeesView; isExplained?: boolean };

/**
 * What goes where: the government (embassy) fee apart from the platform's processing and service fees,
 * each shown even when it is nothing, then the total in its currency.
 */
export function FeeBreakdown({ fees, isExplained = true }: Props) {
  const money = (amount: number) => (amount === 0 ? 'None' : formatMoney(amount, fees.currency));
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <FeeRow label="Government (embassy) fee" value={money(fees.baseFee)} />
        <FeeRow label="Processing fee" value={money(fees.processingFee)} />
        <FeeRow label="Service fee" value={money(fees.serviceFee)} />
        <Divider sx={{ my: 0.5 }} />
        <FeeRow label={`Total (${fees.currency})`} value={formatMoney(fees.total, fees.currency)} isTotal />
      </Box>
      {isExplained && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {feesExplanation}
        </Typography>
      )}
    </Box>
  );
}

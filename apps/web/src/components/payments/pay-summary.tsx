import { Box, Typography } from '@mui/material';
import { formatMoney } from '@visabridge/contract';
import type { PayRequest } from './pay-request';

/** What is being paid and how much, above the card form. */
export function PaySummary({ request }: { request: PayRequest }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{request.description}</Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatMoney(request.amount, request.currency)}
      </Typography>
    </Box>
  );
}

import { Trans } from '@lingui/react/macro';
import { Card, CardContent, Typography } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { FeeBreakdown } from '../../../../components/payments/fee-breakdown';

/** What the application costs, from the draft's stored fees; they are paid after submission. */
export function WizardFees({ fees }: { fees: ApplicationView['fees'] }) {
  return (
    <Card component="section" aria-labelledby="fees-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="fees-title" component="h3" variant="h6" sx={{ mb: 1 }}>
          <Trans comment="what an application costs">Fees</Trans>
        </Typography>
        <FeeBreakdown fees={fees} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>You pay by card once the application is submitted.</Trans>
        </Typography>
      </CardContent>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import type { FeeDueView } from '@visabridge/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/lists/empty-state';
import { feesExplanation } from '../../../components/payments/fee-breakdown';
import { nothingDueText } from '../../../components/payments/nothing-due';
import { QueryData } from '../../../components/query-data';
import { paymentMessages } from '../../../components/payments/payment-messages';
import { FeeDueCard } from './fee-due-card';

type Props = {
  query: UseQueryResult<FeeDueView[]>;
  onPay: (fee: FeeDueView) => void;
  /** An application asked for in the link (?application=) that has no fees due. */
  isRequestedMissing: boolean;
  /** How many of the traveller's payments completed, which says why nothing is due. */
  completedPayments: number | undefined;
};

/** The traveller's submitted applications whose fees are not paid yet, each with its breakdown. */
export function FeesDue({ query, onPay, isRequestedMissing, completedPayments }: Props) {
  const { t } = useLingui();
  return (
    <Card component="section" aria-labelledby="fees-due-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="fees-due-title" component="h2" variant="h6">
          <Trans>Fees due</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(feesExplanation)}
        </Typography>
        {isRequestedMissing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>
              That application has no fees due: it is already paid, not submitted yet, or paid through a
              company invoice.
            </Trans>
          </Alert>
        )}
        <QueryData
          query={query}
          loadingLabel={t`Loading fees due...`}
          failureMessage={t(paymentMessages.loadFailed)}
        >
          {(fees) =>
            fees.length === 0 ? (
              <EmptyState icon={TaskAltIcon} title={t`Nothing to pay`} isCompact>
                {t(nothingDueText(completedPayments))}
              </EmptyState>
            ) : (
              <Grid container spacing={2}>
                {fees.map((fee) => (
                  <Grid key={fee.applicationId} size={{ xs: 12, md: 6 }}>
                    <FeeDueCard fee={fee} onPay={onPay} />
                  </Grid>
                ))}
              </Grid>
            )
          }
        </QueryData>
      </CardContent>
    </Card>
  );
}

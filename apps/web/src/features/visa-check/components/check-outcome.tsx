import { Trans, useLingui } from '@lingui/react/macro';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import type { RequirementsResult } from '@visabridge/contract';
import { lazy, Suspense, useEffect } from 'react';
import { LazyAlert } from '../../../components/alerts/lazy-alert';
import { PageLoader } from '../../../components/layout/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { contractText } from '../../../lib/i18n/contract-texts';

// The answer's code (facts, fees, documents, Start Application) loads with the first check, not the page.
const loadResultCard = () => import('./requirements-result-card');
const RequirementsResultCard = lazy(() =>
  loadResultCard().then((module) => ({ default: module.RequirementsResultCard })),
);

type Props = {
  result: RequirementsResult | undefined;
  error: Error | null;
  isChecking: boolean;
  /** The user asked for this answer (rather than opening a link), so it takes focus when it arrives. */
  hasSubmitted: boolean;
};

/** The right-hand side of the checker: waiting, the failure, the answer, or what to do first. */
export function CheckOutcome({ result, error, isChecking, hasSubmitted }: Props) {
  const { t, i18n } = useLingui();
  useEffect(() => {
    // Loaded while the server answers, so the answer shows as soon as it arrives.
    if (isChecking) void loadResultCard();
  }, [isChecking]);
  const loader = <PageLoader label={t`Checking visa requirements...`} />;
  return (
    <Stack spacing={2}>
      {error && !isChecking && (
        <LazyAlert severity="error" title={contractText(i18n, messages.visaCheckFailed)}>
          {errorMessage(error)}
        </LazyAlert>
      )}
      {isChecking && !result && loader}
      {result && (
        <Suspense fallback={loader}>
          <RequirementsResultCard result={result} isFocusedOnShow={hasSubmitted} />
        </Suspense>
      )}
      {!result && !isChecking && !error && (
        <Card>
          <CardContent sx={{ p: 4, textAlign: 'center' }}>
            <TravelExploreIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              <Trans>Your answer appears here</Trans>
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
              <Trans>
                Choose your nationality, your destination and the purpose of your trip to see whether you need
                a visa, how long you may stay, the fee, the processing time and the documents to prepare.
              </Trans>
            </Typography>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

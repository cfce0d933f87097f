import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, AlertTitle, Card, CardContent, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import type { RequirementsResult } from '@visabridge/contract';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { RequirementsResultCard } from './requirements-result-card';

type Props = {
  result: RequirementsResult | undefined;
  error: Error | null;
  isChecking: boolean;
  /** The user asked for this answer (rather than opening a link), so it takes focus when it arrives. */
  hasSubmitted: boolean;
};

/** The right-hand side of the checker: waiting, the failure, the answer, or what to do first. */
export function CheckOutcome({ result, error, isChecking, hasSubmitted }: Props) {
  return (
    <Stack spacing={2}>
      {error && !isChecking && (
        <Alert severity="error">
          <AlertTitle>{messages.visaCheckFailed}</AlertTitle>
          {errorMessage(error)}
        </Alert>
      )}
      {isChecking && !result && <PageLoader label="Checking visa requirements..." />}
      {result && <RequirementsResultCard result={result} isFocusedOnShow={hasSubmitted} />}
      {!result && !isChecking && !error && (
        <Card>
          <CardContent sx={{ p: 4, textAlign: 'center' }}>
            <TravelExploreIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              Your answer appears here
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
              Choose your nationality, your destination and the purpose of your trip to see whether you need a
              visa, how long you may stay, the fee, the processing time and the documents to prepare.
            </Typography>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

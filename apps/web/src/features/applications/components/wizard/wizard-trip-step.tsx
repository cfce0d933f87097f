import { Alert, AlertTitle, Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../../components/layout/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { useVisaRequirements } from '../../../../lib/api/use-visa-requirements';
import type { ApplicationTrip } from '../../../../lib/application-trip';
import { RequirementsSummary } from './requirements-summary';
import { TripCard } from './trip-card';
import { withArticle } from '@visabridge/contract';

type Props = {
  trip: ApplicationTrip;
  /** Shown under the trip: what the traveller can do next, told whether this trip can be applied for. */
  actions: (canApply: boolean) => ReactNode;
};

/** The trip and what it needs, checked afresh: the answer may have changed since the visa check. */
export function WizardTripStep({ trip, actions }: Props) {
  const check = useVisaRequirements(trip);
  if (check.isPending) return <PageLoader label="Checking the requirements for your trip..." />;
  if (check.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="error">
          <AlertTitle>We could not check the requirements for this trip</AlertTitle>
          {errorMessage(check.error)}
        </Alert>
        {actions(false)}
      </Stack>
    );
  }

  const result = check.data;
  const canApply = result.isAdmitted && result.category !== 'own_country';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <TripCard result={result} visaType={trip.visaType} />
          {!canApply && (
            <Alert severity={result.isAdmitted ? 'info' : 'error'}>
              {result.isAdmitted
                ? `${result.toCountry.name} is your own country: no visa application is needed.`
                : `Holders of ${withArticle(`${result.fromCountry.name} passport`)} are not admitted to ${result.toCountry.name}, so no application can be made.`}
            </Alert>
          )}
          {actions(canApply)}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <RequirementsSummary result={result} />
      </Grid>
    </Grid>
  );
}

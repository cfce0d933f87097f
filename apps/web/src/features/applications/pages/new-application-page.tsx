import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, AlertTitle, Box, Button, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { useVisaRequirements } from '../../../lib/queries/use-visa-requirements';
import { readApplicationTrip, readVisaCheckLink, visaCheckPath } from '../../../lib/trip-links';
import { RequirementsSummary } from '../components/requirements-summary';
import { TripCard } from '../components/trip-card';

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>Start your application | VisaBridge</title>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Start your application
      </Typography>
      {children}
    </Container>
  );
}

function BackToCheck({ to, label = 'Back to the visa check' }: { to: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

/** The entry of the application wizard: the trip chosen on /visa-check and what it needs, checked afresh. */
export default function NewApplicationPage() {
  const [searchParams] = useSearchParams();
  const { trip, problems } = readApplicationTrip(searchParams);
  const check = useVisaRequirements(trip);
  const link = trip
    ? visaCheckPath({ from: trip.fromCountry, to: trip.toCountry, purpose: trip.purpose })
    : '';

  if (!trip) {
    // Whatever the link got right is carried over, so the traveller only picks what is missing.
    const partial = readVisaCheckLink(
      new URLSearchParams({
        from: searchParams.get('fromCountry') ?? '',
        to: searchParams.get('toCountry') ?? '',
        purpose: searchParams.get('purpose') ?? '',
      }),
    );
    return (
      <PageFrame>
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
          <Alert severity="info">
            <AlertTitle>Choose your trip first</AlertTitle>
            An application starts from a visa check: pick your nationality, your destination and the purpose
            of your trip, then choose Start Application on the result.
            {searchParams.size > 0 && (
              <>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  This link is incomplete:
                </Typography>
                <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
          <Button
            component={RouterLink}
            to={visaCheckPath(partial)}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            Check visa requirements
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  if (check.isPending) {
    return (
      <PageFrame>
        <PageLoader label="Checking the requirements for your trip..." />
      </PageFrame>
    );
  }
  if (check.isError) {
    return (
      <PageFrame>
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
          <Alert severity="error">
            <AlertTitle>We could not check the requirements for this trip</AlertTitle>
            {errorMessage(check.error)}
          </Alert>
          <BackToCheck to={link} label="Check the trip again" />
        </Stack>
      </PageFrame>
    );
  }

  const result = check.data;
  const canApply = result.isAdmitted && result.category !== 'own_country';
  return (
    <PageFrame>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {canApply
          ? 'Here is the trip you chose and what it needs. Gather the documents below before you fill in the application.'
          : 'This trip cannot start an application.'}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <TripCard result={result} visaType={trip.visaType} />
            {!canApply && (
              <Alert severity={result.isAdmitted ? 'info' : 'error'}>
                {result.isAdmitted
                  ? `${result.toCountry.name} is your own country: no visa application is needed.`
                  : `Holders of a ${result.fromCountry.name} passport are not admitted to ${result.toCountry.name}, so no application can be made.`}
              </Alert>
            )}
            <BackToCheck to={link} label="Change the trip" />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <RequirementsSummary result={result} />
        </Grid>
      </Grid>
    </PageFrame>
  );
}

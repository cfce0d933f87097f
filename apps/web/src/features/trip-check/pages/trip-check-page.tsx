import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Link, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { ColumnGrid } from '../../../components/layout/column-grid';
import { TripForm } from '../components/trip-form';
import { useTripForm } from '../components/use-trip-form';

// The answer's code loads with the first answer, keeping the page's first download within its budget.
const TripAnswer = lazy(() => import('../components/trip-answer'));

export default function TripCheckPage() {
  const { t } = useLingui();
  const { form, legs, check, onSubmit } = useTripForm();
  const waiting = (
    <Typography color="text.secondary">
      <Trans>Each leg&apos;s answer and one checklist for the whole trip appear here.</Trans>
    </Typography>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{t`Trip Checker | VisaBridge`}</title>
      <Typography component="h1" variant="h4">
        <Trans>Trip Checker</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        <Trans>
          Check a whole trip at once: up to five destinations in the order you travel, with your dates, and
          any connection you change planes at. One destination only? Use the{' '}
          <Link component={RouterLink} to="/visa-check">
            Visa Requirements Checker
          </Link>
          .
        </Trans>
      </Typography>
      <ColumnGrid columns={{ xs: 1, md: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap={3}>
        <div>
          <TripForm form={form} legs={legs} onSubmit={onSubmit} isChecking={check.isPending} />
        </div>
        <Box>
          {check.data ? (
            <Suspense fallback={waiting}>
              <TripAnswer result={check.data} />
            </Suspense>
          ) : (
            waiting
          )}
        </Box>
      </ColumnGrid>
    </Container>
  );
}

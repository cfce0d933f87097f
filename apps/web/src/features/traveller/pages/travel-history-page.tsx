import { Trans, useLingui } from '@lingui/react/macro';
import FlightIcon from '@mui/icons-material/Flight';
import { Button, Card, CardContent, Stack } from '@mui/material';
import type { IndividualDashboardView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { FigureGrid } from '../../../components/layout/figure-grid';
import { PageContainer } from '../../../components/layout/page-container';
import { TripList } from '../../../components/travel/trip-list';
import { formatNumber } from '../../../lib/format';
import { DashboardData } from '../components/dashboard-data';

function TravelHistory({ dashboard }: { dashboard: IndividualDashboardView }) {
  const { t } = useLingui();
  const trips = dashboard.travelHistory;
  if (trips.length === 0)
    return (
      <Card>
        <EmptyState
          icon={FlightIcon}
          title={t`No trips yet`}
          action={
            <Button component={RouterLink} to="/applications" variant="contained">
              <Trans>My applications</Trans>
            </Button>
          }
        >
          <Trans>
            Each approved application becomes a trip here: upcoming until its planned arrival date, travelled
            after it.
          </Trans>
        </EmptyState>
      </Card>
    );
  const upcoming = trips.filter((trip) => !trip.travelled).length;
  return (
    <Stack spacing={3}>
      <FigureGrid
        figures={[
          { label: t`Approved trips`, value: formatNumber(trips.length), color: 'primary.main' },
          {
            label: t({ message: 'Upcoming', comment: 'how many trips are still ahead' }),
            value: formatNumber(upcoming),
            color: 'info.main',
          },
          {
            label: t`Countries visited`,
            value: formatNumber(dashboard.countriesVisited),
            color: 'success.main',
          },
        ]}
      />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <TripList trips={trips} label={t`Trips`} />
        </CardContent>
      </Card>
    </Stack>
  );
}

export default function TravelHistoryPage() {
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Travel History`}
      subtitle={t`Your approved applications as trips: where, when and on which visa.`}
      maxWidth="md"
    >
      <DashboardData loadingLabel={t`Loading your trips...`}>
        {(dashboard) => <TravelHistory dashboard={dashboard} />}
      </DashboardData>
    </PageContainer>
  );
}

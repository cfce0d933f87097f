import AddIcon from '@mui/icons-material/Add';
import FlightIcon from '@mui/icons-material/Flight';
import { Alert, Box, Button, Card, LinearProgress, Stack } from '@mui/material';
import { listCorporateApplicationsQuery } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { statusFilterOptions } from '../../../components/applications/search-and-status-filters';
import { EmptyState } from '../../../components/empty-state';
import { FilterSelect } from '../../../components/filter-select';
import { PageContainer } from '../../../components/page-container';
import { QueryData } from '../../../components/query-data';
import { useListParams } from '../../../lib/use-list-params';
import { useCorporateApplications } from '../api/list-corporate-applications';
import { ApplicationDialog } from '../components/application-dialog';
import type { ApplicationRequest } from '../components/application-dialog';
import { corporateMessages } from '../corporate-messages';
import { TripMonthCard } from '../components/trip-month-card';
import { upcomingTripsByMonth } from '../components/upcoming-trips';

const filterSchemas = listCorporateApplicationsQuery.pick({ status: true }).shape;
const tripStatuses = statusFilterOptions.filter(({ value }) =>
  ['pending', 'in_review', 'approved'].includes(value),
);
// The largest page the API gives: the latest applications, among which the upcoming trips are found.
const latestCount = 100;

/** 'Travel Planning' (quick action): the team's upcoming trips by travel date, soonest first, month by month. */
export default function TravelPage() {
  const list = useListParams(filterSchemas);
  const query = useMemo(() => {
    const params = new URLSearchParams({ pageSize: String(latestCount) });
    if (list.filters.status) params.set('status', list.filters.status);
    return params;
  }, [list.filters.status]);
  const applications = useCorporateApplications(query);
  const [request, setRequest] = useState<ApplicationRequest | null>(null);

  return (
    <PageContainer
      title="Travel Planning"
      subtitle="Your team's upcoming trips by travel date, soonest first."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRequest({ employee: null })}>
          New Application
        </Button>
      }
    >
      <FilterSelect
        label="Application status"
        allLabel="All upcoming trips"
        options={tripStatuses}
        {...list.filterProps('status')}
      />
      <Box sx={{ height: 4, my: 1 }}>
        {applications.isFetching && !applications.isPending && (
          <LinearProgress aria-label="Loading upcoming trips" />
        )}
      </Box>
      <QueryData
        query={applications}
        loadingLabel="Loading upcoming trips..."
        failureMessage={corporateMessages.loadFailed}
      >
        {(page) => {
          const months = upcomingTripsByMonth(page.items);
          return (
            <Stack spacing={3}>
              {page.total > page.items.length && (
                <Alert severity="info">
                  Trips among the latest {latestCount} of {page.total} applications are shown.
                </Alert>
              )}
              {months.length === 0 ? (
                <Card>
                  <EmptyState icon={FlightIcon} title="No upcoming trips">
                    File a visa application with a travel date to plan a trip.
                  </EmptyState>
                </Card>
              ) : (
                months.map((month) => <TripMonthCard key={month.month} {...month} />)
              )}
            </Stack>
          );
        }}
      </QueryData>
      <ApplicationDialog request={request} onClose={() => setRequest(null)} />
    </PageContainer>
  );
}

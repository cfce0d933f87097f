import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import FlightIcon from '@mui/icons-material/Flight';
import { Button, Card, Stack } from '@mui/material';
import { listCorporateApplicationsQuery, localDayOf } from '@visabridge/contract';
import { useMemo, useState } from 'react';
import { statusFilterOptions } from '../../../components/applications/search-and-status-filters';
import { EmptyState } from '../../../components/lists/empty-state';
import { FilterSelect } from '../../../components/lists/filter-select';
import { PageContainer } from '../../../components/layout/page-container';
import { PagedList } from '../../../components/lists/paged-list';
import { useListParams } from '../../../lib/use-list-params';
import { useCorporateApplications } from '../api/list-corporate-applications';
import { ApplicationDialog } from '../components/application-dialog';
import type { ApplicationRequest } from '../components/application-dialog';
import { corporateStatuses } from '../components/corporate-labels';
import { TripMonthCard } from '../components/trip-month-card';
import { tripsByMonth } from '../components/upcoming-trips';
import { corporateMessages } from '../corporate-messages';

const filterSchemas = listCorporateApplicationsQuery.pick({ status: true }).shape;
const tripStatuses = statusFilterOptions.filter(({ value }) =>
  corporateStatuses.some((status) => status === value && status !== 'rejected'),
);

/** 'Travel Planning' (quick action): the team's trips from today on, soonest first, month by month. */
export default function TravelPage() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const today = localDayOf();
  const query = useMemo(() => {
    const params = new URLSearchParams(list.apiQuery);
    params.set('sort', 'travelDate');
    params.set('order', 'asc');
    params.set('travelFrom', today);
    params.set('excludeStatus', 'rejected');
    return params;
  }, [list.apiQuery, today]);
  const applications = useCorporateApplications(query);
  const [request, setRequest] = useState<ApplicationRequest | null>(null);

  return (
    <PageContainer
      title={t`Travel Planning`}
      subtitle={t`Your team's upcoming trips by travel date, soonest first.`}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRequest({ employee: null })}>
          <Trans>New Application</Trans>
        </Button>
      }
    >
      <Stack spacing={1}>
        <FilterSelect
          label={t`Application status`}
          allLabel={t`All upcoming trips`}
          options={tripStatuses.map(({ value, label }) => ({ value, label: t(label) }))}
          {...list.filterProps('status')}
        />
        <PagedList
          query={applications}
          paging={list}
          loadingLabel={t`Loading upcoming trips...`}
          failureMessage={t(corporateMessages.loadFailed)}
          empty={
            <Card>
              <EmptyState icon={FlightIcon} title={t`No upcoming trips`}>
                {list.isFiltered
                  ? t`No upcoming trip has an application in this status.`
                  : t`File a visa application with a travel date to plan a trip.`}
              </EmptyState>
            </Card>
          }
        >
          {(items) => (
            <Stack spacing={3}>
              {tripsByMonth(items).map((month) => (
                <TripMonthCard key={month.month} {...month} />
              ))}
            </Stack>
          )}
        </PagedList>
      </Stack>
      <ApplicationDialog request={request} onClose={() => setRequest(null)} />
    </PageContainer>
  );
}

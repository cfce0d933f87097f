import { useLingui } from '@lingui/react/macro';
import { Grid } from '@mui/material';
import { QueryData } from '../../../../components/query-data';
import { useAdminAnalytics } from '../../api/get-admin-analytics';
import { adminMessages } from '../../admin-messages';
import { ApplicationsPerMonthChart } from './applications-per-month-chart';
import { DecisionTimesChart } from './decision-times-chart';
import { RevenueChart } from './revenue-chart';
import { TopDestinationsChart } from './top-destinations-chart';

/** Analytics: applications, revenue, destinations and decision times, drawn from stored data. */
export function AnalyticsTab() {
  const { t } = useLingui();
  const analytics = useAdminAnalytics();
  return (
    <QueryData
      query={analytics}
      loadingLabel={t`Loading analytics...`}
      failureMessage={t(adminMessages.loadFailed)}
    >
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ApplicationsPerMonthChart months={data.applicationsPerMonth} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <RevenueChart
              revenue={data.revenuePerMonth}
              months={data.applicationsPerMonth.map(({ month }) => month)}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <TopDestinationsChart destinations={data.topDestinations} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <DecisionTimesChart
              decisionTimes={data.decisionTimes}
              averageDecisionDays={data.averageDecisionDays}
            />
          </Grid>
        </Grid>
      )}
    </QueryData>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Grid } from '@mui/material';
import { QueryData } from '../../../../components/query-data';
import { useCorporateStats } from '../../api/get-corporate-stats';
import { corporateMessages } from '../../corporate-messages';
import { ApplicationStatistics } from './application-statistics';
import { ApplicationsByStatusChart } from './applications-by-status-chart';
import { CostAnalysis } from './cost-analysis';
import { MonthlySpendChart } from './monthly-spend-chart';

/** Analytics: application statistics, cost analysis, spend per month and applications by status. */
export function AnalyticsTab() {
  const { t } = useLingui();
  const stats = useCorporateStats();
  return (
    <QueryData
      query={stats}
      loadingLabel={t`Loading analytics...`}
      failureMessage={t(corporateMessages.loadFailed)}
    >
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ApplicationStatistics stats={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CostAnalysis stats={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <MonthlySpendChart monthlySpend={data.monthlySpend} currency={data.currency} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ApplicationsByStatusChart counts={data.applicationsByStatus} />
          </Grid>
        </Grid>
      )}
    </QueryData>
  );
}

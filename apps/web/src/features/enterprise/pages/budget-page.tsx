import { useLingui } from '@lingui/react/macro';
import { Grid } from '@mui/material';
import { PageContainer } from '../../../components/layout/page-container';
import { BudgetOverview } from '../components/budget-overview';
import { CostAnalysis } from '../components/analytics/cost-analysis';
import { MonthlySpendChart } from '../components/analytics/monthly-spend-chart';
import { OverviewLoadingBar } from '../components/overview-loading-bar';
import { useCorporateOverview } from '../components/use-corporate-overview';

/** 'Budget Overview' (quick action): this month against the budget, the year's costs and 12 months of spend. */
export default function BudgetPage() {
  const { t } = useLingui();
  const { company, stats, isLoading, retry } = useCorporateOverview();
  return (
    <PageContainer
      title={t`Budget Overview`}
      subtitle={t`What your team's visa applications cost, month by month, against your monthly budget.`}
    >
      <OverviewLoadingBar isLoading={isLoading} retry={retry} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>{company && <BudgetOverview budget={company.budget} />}</Grid>
        <Grid size={{ xs: 12, md: 5 }}>{stats && <CostAnalysis stats={stats} />}</Grid>
        <Grid size={12}>
          {stats && (
            <MonthlySpendChart
              monthlySpend={stats.monthlySpend}
              currency={stats.currency}
              title={t`Spend history`}
            />
          )}
        </Grid>
      </Grid>
    </PageContainer>
  );
}

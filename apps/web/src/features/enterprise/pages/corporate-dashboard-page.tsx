import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../../../components/dashboard/dashboard-header';
import { DashboardShell } from '../../../components/dashboard/dashboard-shell';
import { QuickActionsPanel } from '../../../components/dashboard/quick-actions-panel';
import { quickActions } from '../../../components/dashboard/quick-actions';
import { BudgetOverview } from '../components/budget-overview';
import { CorporateStatCards } from '../components/corporate-stat-cards';
import { corporateTabs } from '../components/corporate-tabs';
import { OverviewLoadingBar } from '../components/overview-loading-bar';
import { UrlTabs } from '../components/url-tabs';
import { useCorporateOverview } from '../components/use-corporate-overview';

/** The travel manager's workspace: figures, this month's budget, then employees, applications, invoices, analytics. */
export default function CorporateDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { company, stats, isLoading, retry } = useCorporateOverview();
  if (!user) return null;
  const companyName =
    company?.company.name ??
    user.companyName ??
    t({ message: 'Enterprise Account', comment: "stands for the company's name while it is not known" });
  return (
    <DashboardShell>
      <DashboardHeader
        title={t`Corporate Dashboard`}
        subtitle={t`${companyName} - Manage your team's visa applications`}
        role={user.role}
      />
      <OverviewLoadingBar isLoading={isLoading} retry={retry} />
      <Stack spacing={3}>
        <CorporateStatCards stats={stats} />
        {company && <BudgetOverview budget={company.budget} />}
        <UrlTabs tabs={corporateTabs} label={t`Corporate dashboard sections`} idPrefix="corporate" />
        <QuickActionsPanel actions={quickActions.corporate} />
      </Stack>
    </DashboardShell>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Container, Stack } from '@mui/material';
import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../../../components/dashboard/dashboard-header';
import { QuickActionsPanel } from '../../../components/dashboard/quick-actions-panel';
import { quickActions } from '../../../components/dashboard/quick-actions';
import { AdminStats } from '../components/admin-stats';
import { AdminTabPanels } from '../components/admin-tab-panels';

/**
 * The admin's workspace: headline figures, then users, applications, payments, visa policies, analytics and
 * the audit log.
 */
export default function AdminDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    // Wider than the other dashboards: the admin's tables have many columns.
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <DashboardHeader
        title={t`Admin Dashboard`}
        subtitle={t`Manage users, applications, payments, visa policies and analytics.`}
        role={user.role}
      />
      <Stack spacing={3}>
        <AdminStats />
        <AdminTabPanels />
        <QuickActionsPanel actions={quickActions.admin} />
      </Stack>
    </Container>
  );
}

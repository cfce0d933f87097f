import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardShell } from '../components/dashboard-shell';
import { QuickActionsPanel } from '../components/quick-actions-panel';
import { quickActions } from '../quick-actions';

export default function CorporateDashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardShell>
      <DashboardHeader
        title="Corporate Dashboard"
        subtitle={`${user.companyName ?? 'Enterprise Account'} - Manage your team's visa applications`}
        role={user.role}
      />
      <QuickActionsPanel actions={quickActions.corporate} />
    </DashboardShell>
  );
}

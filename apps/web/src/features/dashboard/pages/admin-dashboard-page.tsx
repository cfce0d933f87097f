import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardShell } from '../components/dashboard-shell';
import { QuickActionsPanel } from '../components/quick-actions-panel';
import { quickActions } from '../quick-actions';

export default function AdminDashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardShell>
      <DashboardHeader
        title="Admin Dashboard"
        subtitle="Manage users, applications, payments and analytics."
        role={user.role}
      />
      <QuickActionsPanel actions={quickActions.admin} />
    </DashboardShell>
  );
}

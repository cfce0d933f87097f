import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardShell } from '../components/dashboard-shell';
import { QuickActionsPanel } from '../components/quick-actions-panel';
import { quickActions } from '../quick-actions';

export default function AgentDashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardShell>
      <DashboardHeader
        title="Agent Dashboard"
        subtitle="Work on your assigned applications, tasks and client messages."
        role={user.role}
      />
      <QuickActionsPanel actions={quickActions.agent} />
    </DashboardShell>
  );
}

import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { DashboardHeader } from '../components/dashboard-header';
import { DashboardShell } from '../components/dashboard-shell';
import { QuickActionsPanel } from '../components/quick-actions-panel';
import { quickActions } from '../quick-actions';

export default function UserDashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <DashboardShell>
      <DashboardHeader
        title={`Welcome back, ${user.firstName}`}
        subtitle="Check requirements, apply for visas and track every application in one place."
        role={user.role}
      />
      {!user.isEmailVerified && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button component={RouterLink} to="/profile" color="inherit" size="small">
              Verify now
            </Button>
          }
        >
          Please verify your email address to receive updates about your applications.
        </Alert>
      )}
      <QuickActionsPanel actions={quickActions.general} />
    </DashboardShell>
  );
}

import { Container, LinearProgress, Typography } from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard: sends each role to its own dashboard, replacing this entry in the history. */
export default function DashboardRedirectPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const role = user?.role;

  useEffect(() => {
    void navigate(role ? dashboardPathByRole[role] : '/dashboard', { replace: true });
  }, [role, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }} role="status">
      <LinearProgress aria-hidden="true" />
      <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        Redirecting to {role} dashboard...
      </Typography>
    </Container>
  );
}

import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, LinearProgress, Typography } from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';

/** /dashboard: sends each role to its own dashboard, replacing this entry in the history. */
export default function DashboardRedirectPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const role = user?.role;
  const dashboardRole = role ?? 'none';

  useEffect(() => {
    void navigate(role ? dashboardPathByRole[role] : '/dashboard', { replace: true });
  }, [role, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }} role="status">
      <LinearProgress aria-hidden="true" />
      <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {t({
          message: select(dashboardRole, {
            general: 'Redirecting to general dashboard...',
            enterprise: 'Redirecting to enterprise dashboard...',
            corporate: 'Redirecting to corporate dashboard...',
            agent: 'Redirecting to agent dashboard...',
            admin: 'Redirecting to admin dashboard...',
            other: 'Redirecting to dashboard...',
          }),
          comment: "while the page opens the dashboard of the signed-in user's role",
        })}
      </Typography>
    </Container>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Typography } from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';

export default function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>{t`Page not found | VisaBridge`}</title>
      <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }} aria-hidden="true">
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 1 }}>
        <Trans>Page not found</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, wordBreak: 'break-all' }}>
        <Trans>
          There is no page at <code>{pathname}</code>.
        </Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          <Trans comment="link to the home page">Home</Trans>
        </Button>
        {user ? (
          <Button component={RouterLink} to={dashboardPathByRole[user.role]} variant="outlined">
            <Trans>Dashboard</Trans>
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="outlined">
            <Trans>Log In</Trans>
          </Button>
        )}
      </Stack>
    </Container>
  );
}

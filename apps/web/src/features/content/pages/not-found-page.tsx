import { Button, Container, Stack, Typography } from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <title>Page not found | VisaBridge</title>
      <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }} aria-hidden="true">
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, wordBreak: 'break-all' }}>
        There is no page at <code>{pathname}</code>.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Home
        </Button>
        {user ? (
          <Button component={RouterLink} to={dashboardPathByRole[user.role]} variant="outlined">
            Dashboard
          </Button>
        ) : (
          <Button component={RouterLink} to="/login" variant="outlined">
            Log In
          </Button>
        )}
      </Stack>
    </Container>
  );
}

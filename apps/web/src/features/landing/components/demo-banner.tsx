import { Alert, Container, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDemoMode } from '../../../lib/queries/use-demo-mode';

/** Demo mode (decision 2): the data is seeded demo data in the real database, not a client-side fake. */
export function DemoBanner() {
  if (!useDemoMode()) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info">
        This is a demo of VisaBridge with seeded demo data. Everything works against the real back end; sign
        in with one of the demo accounts listed on the{' '}
        <Link component={RouterLink} to="/login">
          login page
        </Link>
        .
      </Alert>
    </Container>
  );
}

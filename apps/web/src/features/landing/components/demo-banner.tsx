import { Trans } from '@lingui/react/macro';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Container, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDemoMode } from '../../../lib/api/use-demo-mode';

/**
 * Demo mode (decision 2): the data is seeded demo data in the real database, not a client-side fake. A note
 * in the info alert's colours, not an alert: it is part of the page, so screen readers read it in order
 * rather than announce it.
 */
export function DemoBanner() {
  if (!useDemoMode()) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Box
        role="note"
        sx={{
          display: 'flex',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          bgcolor: 'Alert.infoStandardBg',
          color: 'Alert.infoColor',
          typography: 'body2',
        }}
      >
        <InfoOutlinedIcon fontSize="small" sx={{ color: 'info.main', mt: 0.25 }} aria-hidden="true" />
        <span>
          <Trans>
            This is a demo of VisaBridge with seeded demo data. Everything works against the real back end;
            sign in with one of the demo accounts listed on the{' '}
            <Link component={RouterLink} to="/login" color="inherit">
              login page
            </Link>
            .
          </Trans>
        </span>
      </Box>
    </Container>
  );
}

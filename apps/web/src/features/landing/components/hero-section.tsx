import { Trans } from '@lingui/react/macro';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ForwardArrowIcon } from '../../../components/icons/direction-arrows';
import { useAuth } from '../../../lib/auth/auth-context';

export function HeroSection() {
  const { user } = useAuth();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        // Colour channels as CSS variables: the gradient follows the page's scheme from the first paint.
        background: `linear-gradient(135deg, rgba(${theme.vars.palette.primary.mainChannel} / 0.12) 0%, rgba(${theme.vars.palette.secondary.mainChannel} / 0.1) 100%)`,
      })}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <Typography
            variant="body2"
            color="primary"
            sx={{
              alignSelf: 'flex-start',
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 4,
              px: 1.5,
              py: 0.5,
            }}
          >
            <Trans>Enterprise visa application platform</Trans>
          </Typography>
          <Typography
            id="hero-title"
            component="h1"
            variant="h2"
            sx={{ fontSize: { xs: '2.1rem', sm: '2.8rem', md: '3.5rem' } }}
          >
            <Trans>Visa applications without the guesswork</Trans>
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            <Trans>
              VisaBridge brings requirement checks, applications, documents and payments into one place, with
              visa agents who review every case, for travellers, corporate teams and their travel managers.
            </Trans>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {user ? (
              <Button
                component={RouterLink}
                to="/dashboard"
                variant="contained"
                size="large"
                endIcon={<ForwardArrowIcon />}
              >
                <Trans>Go to Dashboard</Trans>
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="large"
                endIcon={<ForwardArrowIcon />}
              >
                <Trans>Start Application</Trans>
              </Button>
            )}
            <Button
              component={RouterLink}
              to="/visa-check"
              variant="outlined"
              size="large"
              startIcon={<TravelExploreIcon />}
            >
              <Trans>Check Visa Requirements</Trans>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

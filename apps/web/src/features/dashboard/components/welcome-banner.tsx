import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../../../lib/api/use-platform-stats';
import { quickActions } from '../../../components/dashboard/quick-actions';

// The banner keeps the light theme's blues in both themes: white text on them passes AA contrast.
const deepBlue = '#0d47a1';

/** The greeting at the top of the traveller's dashboard, with the first two quick actions as its next steps. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  const { t } = useLingui();
  const { data: stats } = usePlatformStats();
  const toolCount = quickActions.general.length;
  const countries = stats?.countries;
  const destinationCount = countries === undefined ? '' : formatNumber(countries);
  // Until the platform's figures load, the sentence speaks of every destination.
  const hub =
    countries === undefined
      ? t({
          message: `Your visa hub: ${toolCount} tools in one place and requirements for every destination.`,
          comment: '{toolCount} is the number of quick actions on the dashboard, ten for now',
        })
      : t({
          message: plural(countries, {
            one: `Your visa hub: ${toolCount} tools in one place and requirements for ${destinationCount} destination.`,
            other: `Your visa hub: ${toolCount} tools in one place and requirements for ${destinationCount} destinations.`,
          }),
          comment:
            '{toolCount} is the number of quick actions on the dashboard, ten for now; {destinationCount} the number of countries the visa data covers',
        });
  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        color: 'common.white',
        background: `linear-gradient(135deg, ${deepBlue} 0%, #1565c0 55%, #00838f 100%)`,
      }}
    >
      <title>{t`Dashboard | VisaBridge`}</title>
      <Typography
        id="welcome-title"
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
      >
        <Trans>Welcome back, {firstName}!</Trans>
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 640, opacity: 0.92 }}>
        {hub} <Trans>Check what a trip needs, apply and follow every application here.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        {quickActions.general.slice(0, 2).map(({ label, to, icon: Icon }, index) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant={index === 0 ? 'contained' : 'outlined'}
            color="inherit"
            startIcon={<Icon />}
            sx={
              index === 0
                ? { color: deepBlue, bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }
                : {}
            }
          >
            {t(label)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

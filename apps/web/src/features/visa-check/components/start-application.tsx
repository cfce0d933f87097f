import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Button, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { applicationLocation } from '../../../lib/trip-links';

/**
 * Starts an application for the checked trip. Signed out, it goes to /login first, which returns to the
 * same /application address afterwards. Not offered when the traveller cannot enter or is at home.
 */
export function StartApplication({ result }: { result: RequirementsResult }) {
  const { user } = useAuth();
  const visaType = result.requirements[0]?.visaType;
  if (!result.isAdmitted || result.category === 'own_country' || !visaType) return null;

  const application = applicationLocation({
    fromCountry: result.fromCountry.code,
    toCountry: result.toCountry.code,
    visaType,
    purpose: result.purpose,
  });
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        component={RouterLink}
        to={user ? application : '/login'}
        state={user ? undefined : { from: application }}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon />}
      >
        Start Application
      </Button>
      {!user && (
        <Typography variant="body2" color="text.secondary">
          You will log in first, then continue with this trip.
        </Typography>
      )}
    </Stack>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Stack, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { use } from 'react';
import { Link as RouterLink } from 'react-router';
import { ForwardArrowIcon } from '../../../components/icons/direction-arrows';
import { useAuth } from '../../../lib/auth/auth-context';
import { rememberPendingTrip } from '../../../lib/pending-trip';
import { applicationLocation } from '../../../lib/trip-links';
import { CheckDetailsContext } from './check-details-context';

/**
 * Starts an application for the checked trip, its Additional Details becoming the travel notes and its
 * dates the planned arrival and departure. The link
 * is the application's address whoever follows it: signed out, the application's guard sends the visitor
 * to /login, which returns there afterwards, and a click made while the session is still being looked up
 * waits for it there instead of landing on /login. The trip is also remembered (see pending-trip.ts) so it
 * survives signing up and verifying the email first. Beside it, the same trip for several travellers (/trips/new),
 * each then checked for their own passport. Not offered when the traveller cannot enter or is at home.
 */
export function StartApplication({ result }: { result: RequirementsResult }) {
  const { user, status } = useAuth();
  const { details, isChecking, travelDate, returnDate } = use(CheckDetailsContext);
  const visaType = result.requirements[0]?.visaType;
  if (!result.isAdmitted || result.category === 'own_country' || !visaType) return null;

  const trip = {
    fromCountry: result.fromCountry.code,
    toCountry: result.toCountry.code,
    visaType,
    purpose: result.purpose,
    ...(travelDate ? { travelDate } : {}),
    ...(returnDate ? { returnDate } : {}),
  };
  const application = applicationLocation(trip);
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button
        component={RouterLink}
        to={application}
        variant="contained"
        size="large"
        endIcon={<ForwardArrowIcon />}
        disabled={isChecking}
        onClick={() => rememberPendingTrip(trip, details, user?.email ?? null)}
      >
        <Trans>Start Application</Trans>
      </Button>
      <Button
        component={RouterLink}
        to={`/trips/new?${new URLSearchParams({ to: trip.toCountry, purpose: trip.purpose, ...(travelDate ? { travel: travelDate } : {}), ...(returnDate ? { return: returnDate } : {}) }).toString()}`}
        variant="outlined"
        disabled={isChecking}
      >
        <Trans>Add travellers: apply for a family or group</Trans>
      </Button>
      {status === 'signedOut' && (
        <Typography variant="body2" color="text.secondary">
          <Trans>You will log in or sign up first, then continue with this trip.</Trans>
        </Typography>
      )}
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Box, Chip, Link, List, ListItem, Typography } from '@mui/material';
import type { TripTravellerView, TripView } from '@visabridge/contract/group-trips';
import { Link as RouterLink } from 'react-router';
import { useTrips } from '../../lib/api/trips';
import { formatDate } from '../../lib/format';
import { StatusChip } from '../applications/status-chip';
import { SectionCard } from '../layout/section-card';

/** Where one traveller stands, in a word: their application's status, or that they need nothing. */
function TravellerState({ trip, traveller }: { trip: TripView; traveller: TripTravellerView }) {
  const { t } = useLingui();
  if (!traveller.answer?.needsApplication)
    return <Chip component="span" size="small" label={t`No visa needed`} />;
  if (trip.submittedAt === null)
    return (
      <Chip
        component="span"
        size="small"
        label={t({ message: 'Being prepared', comment: 'state of a trip not submitted yet' })}
      />
    );
  return <StatusChip status={traveller.status} />;
}

/**
 * The traveller's trips with others, each with everyone on it and where each stands; nothing when there are
 * none. Placed below a page's main content, so it never moves what is above when it arrives.
 */
export function TripsOverview() {
  const { t } = useLingui();
  const trips = useTrips();
  if (!trips.data || trips.data.length === 0) return null;
  return (
    <SectionCard id="trips" title={t`Trips with others`} icon={FlightTakeoffIcon}>
      <List disablePadding aria-label={t`Your trips`}>
        {trips.data.map((trip) => {
          const { destination, referenceNumber } = trip;
          const arrival = formatDate(trip.arrivalDate, 'short');
          return (
            <ListItem key={trip.id} divider disableGutters sx={{ display: 'block' }}>
              <Link component={RouterLink} to={`/trips/${trip.id}`} sx={{ fontWeight: 700 }}>
                {t`Trip to ${destination}`}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {t({
                  message: `${referenceNumber} · from ${arrival}`,
                  comment: "a trip's reference, then the day it starts",
                })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
                {trip.travellers.map((traveller) => (
                  <Box
                    component="li"
                    key={traveller.applicationId}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="span" variant="body2">
                      {`${traveller.firstName} ${traveller.lastName}`}
                    </Typography>
                    <TravellerState trip={trip} traveller={traveller} />
                  </Box>
                ))}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </SectionCard>
  );
}

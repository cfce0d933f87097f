import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import {
  Avatar,
  Box,
  Chip,
  Divider,
  Link,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import type { TravelHistoryEntry } from '@visabridge/contract';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format';

const datesOf = (trip: TravelHistoryEntry) => {
  if (!trip.arrivalDate) return 'Travel dates not given';
  const arrival = formatDate(trip.arrivalDate, 'short');
  return trip.departureDate ? `${arrival} – ${formatDate(trip.departureDate, 'short')}` : `From ${arrival}`;
};

function TripStatus({ hasTravelled }: { hasTravelled: boolean }) {
  return hasTravelled ? (
    <Chip size="small" color="success" icon={<FlightLandIcon />} label="Travelled" />
  ) : (
    <Chip size="small" color="info" icon={<FlightTakeoffIcon />} label="Upcoming" />
  );
}

/** Approved applications as trips: destination, dates, visa type, whether the trip has begun, and a link to it. */
export function TripList({ trips, label }: { trips: TravelHistoryEntry[]; label: string }) {
  return (
    <List aria-label={label} disablePadding>
      {trips.map((trip, index) => (
        <Fragment key={trip.applicationId}>
          {index > 0 && <Divider component="li" />}
          <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'action.selected', fontSize: 24 }} aria-hidden="true">
                {trip.flag}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              disableTypography
              primary={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {trip.destination}
                  </Typography>
                  <TripStatus hasTravelled={trip.travelled} />
                </Box>
              }
              secondary={
                <>
                  <Typography variant="body2">{datesOf(trip)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {trip.visaTypeName} · approved {formatDate(trip.approvedAt, 'short')} ·{' '}
                    <Link component={RouterLink} to={`/applications/${trip.applicationId}`}>
                      Application {trip.referenceNumber}
                    </Link>
                  </Typography>
                </>
              }
            />
          </ListItem>
        </Fragment>
      ))}
    </List>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
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

function TripDates({ trip }: { trip: TravelHistoryEntry }) {
  if (!trip.arrivalDate) return <Trans>Travel dates not given</Trans>;
  const arrival = formatDate(trip.arrivalDate, 'short');
  if (!trip.departureDate) return <Trans>From {arrival}</Trans>;
  const departure = formatDate(trip.departureDate, 'short');
  return (
    <Trans comment="the days of a trip, from arrival to departure">
      {arrival} – {departure}
    </Trans>
  );
}

function TripStatus({ hasTravelled }: { hasTravelled: boolean }) {
  const { t } = useLingui();
  return hasTravelled ? (
    <Chip size="small" color="success" icon={<FlightLandIcon />} label={t`Travelled`} />
  ) : (
    <Chip size="small" color="info" icon={<FlightTakeoffIcon />} label={t`Upcoming`} />
  );
}

/** The trip's visa, when it was approved, and a link to its application. */
function TripFacts({ trip }: { trip: TravelHistoryEntry }) {
  const { visaTypeName, referenceNumber } = trip;
  const approvedOn = formatDate(trip.approvedAt, 'short');
  return (
    <Trans>
      {visaTypeName} · approved {approvedOn} ·{' '}
      <Link component={RouterLink} to={`/applications/${trip.applicationId}`}>
        Application {referenceNumber}
      </Link>
    </Trans>
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
                  <Typography variant="body2">
                    <TripDates trip={trip} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <TripFacts trip={trip} />
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

import FlightIcon from '@mui/icons-material/Flight';
import { Typography } from '@mui/material';
import type { TravelHistoryEntry } from '@visabridge/contract';
import { TripList } from '../../../components/travel/trip-list';
import { SectionCard } from '../../../components/layout/section-card';

const shownTrips = 3;

/** The latest approved applications as trips. */
export function TravelHistoryPanel({ trips }: { trips: TravelHistoryEntry[] }) {
  return (
    <SectionCard
      id="travel-history"
      title="Travel History"
      icon={FlightIcon}
      link={{ to: '/travel-history', label: 'All trips' }}
    >
      {trips.length === 0 ? (
        <Typography color="text.secondary">
          No trips yet. Each approved application becomes a trip here, marked upcoming until its arrival date.
        </Typography>
      ) : (
        <TripList trips={trips.slice(0, shownTrips)} label="Recent trips" />
      )}
    </SectionCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import FlightIcon from '@mui/icons-material/Flight';
import { Typography } from '@mui/material';
import type { TravelHistoryEntry } from '@visabridge/contract';
import { TripList } from '../../../components/travel/trip-list';
import { SectionCard } from '../../../components/layout/section-card';

const shownTrips = 3;

/** The latest approved applications as trips. */
export function TravelHistoryPanel({ trips }: { trips: TravelHistoryEntry[] }) {
  const { t } = useLingui();
  return (
    <SectionCard
      id="travel-history"
      title={t`Travel History`}
      icon={FlightIcon}
      link={{ to: '/travel-history', label: t`All trips` }}
    >
      {trips.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>
            No trips yet. Each approved application becomes a trip here, marked upcoming until its arrival
            date.
          </Trans>
        </Typography>
      ) : (
        <TripList trips={trips.slice(0, shownTrips)} label={t`Recent trips`} />
      )}
    </SectionCard>
  );
}

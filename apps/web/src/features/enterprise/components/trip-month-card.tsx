import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { PriorityChip } from '../../../components/applications/priority-chip';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatMonth } from '../../../components/charts/chart-format';
import { StatusChip } from '../../../components/applications/status-chip';
import { daysUntil } from './upcoming-trips';
import type { TripMonth } from './upcoming-trips';

/** One month of upcoming trips: who goes where, when, on which visa, and how far the application is. */
export function TripMonthCard({ month, trips }: TripMonth) {
  const { t, i18n } = useLingui();
  const titleId = `trips-${month}`;
  const tripTotal = trips.length;
  const tripCount = formatNumber(tripTotal);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6">
          {formatMonth(month, 'long')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`${plural(tripTotal, { one: `${tripCount} trip`, other: `${tripCount} trips` })}`}
        </Typography>
        <List disablePadding>
          {trips.map((trip) => (
            <ListItem
              key={trip.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {trip.employeeName} → {trip.destination}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(trip.travelDate, 'short')} ({daysUntil(i18n, trip.travelDate)}) ·{' '}
                  {trip.visaTypeName} · {trip.referenceNumber}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <StatusChip status={trip.status} />
                <PriorityChip priority={trip.priority} />
              </Box>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Chip } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { formatCount } from '../../lib/format';

type Props = {
  application: Pick<StaffApplicationListItem, 'tripReference' | 'tripTravellerCount'>;
  /** Lists the trip's travellers together: called with its reference (T-…). */
  onShowTrip: (tripReference: string) => void;
};

const unbroken = { whiteSpace: 'nowrap' } as const;

/**
 * A staff list row's trip and how many of its travellers the list holds, as a button that lists them
 * together; nothing for an application on its own. One line where the column has room for it; where it has not
 * (a phone, or a table holding long names), it breaks between the trip and the count, never inside either,
 * rather than widen the table past its box.
 */
export function TripChip({ application, onShowTrip }: Props) {
  const { tripReference, tripTravellerCount } = application;
  if (!tripReference) return null;
  const hasCount = tripTravellerCount !== null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<GroupsOutlinedIcon />}
      label={
        <>
          <Box component="span" sx={unbroken}>
            Trip {tripReference}
            {hasCount && ' ·'}
          </Box>
          {hasCount && (
            <>
              {' '}
              <Box component="span" sx={unbroken}>
                {formatCount(tripTravellerCount, 'traveller')}
              </Box>
            </>
          )}
        </>
      }
      onClick={() => onShowTrip(tripReference)}
      sx={{
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        my: 0.5,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

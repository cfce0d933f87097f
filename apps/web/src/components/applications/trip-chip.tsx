import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Chip } from '@mui/material';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { formatNumber } from '../../lib/format';

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
  const { t } = useLingui();
  const { tripReference, tripTravellerCount } = application;
  if (!tripReference) return null;
  const hasCount = tripTravellerCount !== null;
  const travellerCount = hasCount ? formatNumber(tripTravellerCount) : '';
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<GroupsOutlinedIcon />}
      label={
        <>
          <Box component="span" sx={unbroken}>
            <Trans comment="a group trip, by its reference (T-…)">Trip {tripReference}</Trans>
            {hasCount && ' ·'}
          </Box>
          {hasCount && (
            <>
              {' '}
              <Box component="span" sx={unbroken}>
                {t({
                  message: plural(tripTravellerCount, {
                    one: `${travellerCount} traveller`,
                    other: `${travellerCount} travellers`,
                  }),
                  comment: 'how many travellers of a group trip the list holds',
                })}
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

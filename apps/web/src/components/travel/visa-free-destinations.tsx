import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Chip, Stack } from '@mui/material';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../lib/format';
import { visaCheckPath } from '../../lib/trip-links';
import { useCountryName } from '../visa/country-name';

type Props = {
  passportCode: string;
  destinations: TravelIntelligenceView['visaFreeExamples'];
};

/** Visa-free destinations with their allowed stay; each opens the visa check for that trip. */
export function VisaFreeDestinations({ passportCode, destinations }: Props) {
  const { t } = useLingui();
  const nameOf = useCountryName();
  const stayText = (days: number | null) => {
    if (!days) return t({ message: 'no stated limit', comment: 'how long a visa-free stay may last' });
    const dayCount = formatNumber(days);
    return t`${plural(days, { one: `${dayCount} day`, other: `${dayCount} days` })}`;
  };
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {destinations.map((destination) => (
        <li key={destination.code}>
          <Chip
            component={RouterLink}
            to={visaCheckPath({ from: passportCode, to: destination.code, purpose: 'tourist' })}
            clickable
            variant="outlined"
            label={
              <>
                <span aria-hidden="true">{destination.flag} </span>
                {nameOf(destination)} · {stayText(destination.stayDays)}
              </>
            }
          />
        </li>
      ))}
    </Stack>
  );
}

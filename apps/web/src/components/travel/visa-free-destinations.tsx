import { Chip, Stack } from '@mui/material';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { visaCheckPath } from '../../lib/trip-links';
import { countOf } from '@visabridge/contract';

type Props = {
  passportCode: string;
  destinations: TravelIntelligenceView['visaFreeExamples'];
};

const stayText = (days: number | null) => (days ? countOf(days, 'day') : 'no stated limit');

/** Visa-free destinations with their allowed stay; each opens the visa check for that trip. */
export function VisaFreeDestinations({ passportCode, destinations }: Props) {
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
                {destination.name} · {stayText(destination.stayDays)}
              </>
            }
          />
        </li>
      ))}
    </Stack>
  );
}

import { Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';

type Props = { country: Pick<CountryView, 'flag' | 'name'> };

/** A flag emoji and the country's name; the flag is decoration, so screen readers read the name only. */
export function CountryName({ country }: Props) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25em', lineHeight: 1 }}>
        {country.flag}
      </Box>
      <span>{country.name}</span>
    </Box>
  );
}

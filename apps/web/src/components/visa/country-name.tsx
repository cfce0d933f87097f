import { useLingui } from '@lingui/react';
import { Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import { countryNameIn } from '../../lib/i18n/country-name-in';

type Props = { country: Pick<CountryView, 'code' | 'flag' | 'name'> };

/**
 * A flag emoji and the country's name in the page's language; the flag is decoration, so screen readers read
 * the name only.
 */
export function CountryName({ country }: Props) {
  const { i18n } = useLingui();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25em', lineHeight: 1 }}>
        {country.flag}
      </Box>
      <span>{countryNameIn(i18n.locale, country.code, country.name)}</span>
    </Box>
  );
}

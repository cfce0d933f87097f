import { useLingui } from '@lingui/react';
import { Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import { countryNameIn } from '../../lib/i18n/country-name-in';

type Country = Pick<CountryView, 'code' | 'name'>;

/** Names a country the server sent (by its code, its English name) in the page's language. */
export const useCountryName = () => {
  const { i18n } = useLingui();
  return ({ code, name }: Country) => countryNameIn(i18n.locale, code, name);
};

type Props = { country: Country & Pick<CountryView, 'flag'> };

/**
 * A flag emoji and the country's name in the page's language; the flag is decoration, so screen readers read
 * the name only.
 */
export function CountryName({ country }: Props) {
  const nameOf = useCountryName();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden="true" sx={{ fontSize: '1.25em', lineHeight: 1 }}>
        {country.flag}
      </Box>
      <span>{nameOf(country)}</span>
    </Box>
  );
}

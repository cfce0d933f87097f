import type { MrzView } from '@visabridge/contract';
import { formatDate } from '../../lib/format';
import { useCountryName } from '../../lib/api/use-countries';
import { FactItem, FactList } from '../layout/fact-list';

const sexLabels = { female: 'Female (F)', male: 'Male (M)', unspecified: 'Unspecified (X)' } as const;

const dateOf = (value: string | null) => (value ? formatDate(value, 'short') : 'Not readable');

/** The values read from a passport's machine-readable zone, as printed there. */
export function PassportReadFacts({ mrz }: { mrz: MrzView }) {
  const countryName = useCountryName();
  const nationality = mrz.nationalityCountry
    ? `${countryName(mrz.nationalityCountry)} (${mrz.nationality})`
    : mrz.nationality;
  return (
    <FactList gap={1}>
      <FactItem label="Passport number">{mrz.documentNumber}</FactItem>
      <FactItem label="Nationality">{nationality}</FactItem>
      <FactItem label="Surname">{mrz.surname || '(none)'}</FactItem>
      <FactItem label="Given names">{mrz.givenNames || '(none)'}</FactItem>
      <FactItem label="Date of birth">{dateOf(mrz.birthDate)}</FactItem>
      <FactItem label="Sex">{sexLabels[mrz.sex]}</FactItem>
      <FactItem label="Expiry date">{dateOf(mrz.expiryDate)}</FactItem>
    </FactList>
  );
}

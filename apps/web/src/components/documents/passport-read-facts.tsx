import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MrzView } from '@visabridge/contract';
import { formatDate } from '../../lib/format';
import { useCountryName } from '../../lib/api/use-countries';
import { FactItem, FactList } from '../layout/fact-list';

/** Each sex as a passport prints it (the letter stays as printed). */
const sexNames: Record<MrzView['sex'], MessageDescriptor> = {
  female: msg({
    message: 'Female (F)',
    comment: "sex on a passport; the letter in brackets is the passport's own",
  }),
  male: msg({
    message: 'Male (M)',
    comment: "sex on a passport; the letter in brackets is the passport's own",
  }),
  unspecified: msg({
    message: 'Unspecified (X)',
    comment: "sex on a passport; the letter in brackets is the passport's own",
  }),
};

/** The values read from a passport's machine-readable zone, as printed there. */
export function PassportReadFacts({ mrz }: { mrz: MrzView }) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const dateOf = (value: string | null) =>
    value ? formatDate(value, 'short') : t({ message: 'Not readable', comment: 'a date on a passport' });
  const none = t({ message: '(none)', comment: 'a name a passport leaves empty' });
  const nationality = mrz.nationalityCountry
    ? `${countryName(mrz.nationalityCountry)} (${mrz.nationality})`
    : mrz.nationality;
  return (
    <FactList gap={1}>
      <FactItem label={t`Passport number`}>{mrz.documentNumber}</FactItem>
      <FactItem label={t`Nationality`}>{nationality}</FactItem>
      <FactItem label={t`Surname`}>{mrz.surname || none}</FactItem>
      <FactItem label={t`Given names`}>{mrz.givenNames || none}</FactItem>
      <FactItem label={t`Date of birth`}>{dateOf(mrz.birthDate)}</FactItem>
      <FactItem label={t({ message: 'Sex', comment: 'as printed on a passport' })}>
        {t(sexNames[mrz.sex])}
      </FactItem>
      <FactItem label={t`Expiry date`}>{dateOf(mrz.expiryDate)}</FactItem>
    </FactList>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, Typography } from '@mui/material';
import type { RequirementsResult } from '@visabridge/contract';
import { CountryName } from '../../../../components/visa/country-name';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { purposeNames } from '../../../../components/visa/purpose-names';
import { visaTypeNameIn } from './visa-type-name';

type Props = { result: RequirementsResult; visaType: string };

/** The trip the application is for, as chosen on the visa check. */
export function TripCard({ result, visaType }: Props) {
  const { t, i18n } = useLingui();
  return (
    <Card component="section" aria-labelledby="trip-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="trip-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          <Trans>Your trip</Trans>
        </Typography>
        <FactList>
          <FactItem
            label={t({ message: 'From', comment: 'the country a trip starts from: the nationality' })}
          >
            <CountryName country={result.fromCountry} />
          </FactItem>
          <FactItem label={t({ message: 'To', comment: 'the destination country of a trip' })}>
            <CountryName country={result.toCountry} />
          </FactItem>
          <FactItem label={t`Purpose`}>{t(purposeNames[result.purpose])}</FactItem>
          <FactItem label={t`Visa type`}>{visaTypeNameIn(i18n, visaType)}</FactItem>
        </FactList>
      </CardContent>
    </Card>
  );
}

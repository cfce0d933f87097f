import { Card, CardContent, Typography } from '@mui/material';
import { nameOfVisaType, purposeLabels } from '@visabridge/contract';
import type { RequirementsResult } from '@visabridge/contract';
import { CountryName } from '../../../../components/visa/country-name';
import { FactItem, FactList } from '../../../../components/layout/fact-list';

type Props = { result: RequirementsResult; visaType: string };

/** The trip the application is for, as chosen on the visa check. */
export function TripCard({ result, visaType }: Props) {
  return (
    <Card component="section" aria-labelledby="trip-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="trip-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Your trip
        </Typography>
        <FactList>
          <FactItem label="From">
            <CountryName country={result.fromCountry} />
          </FactItem>
          <FactItem label="To">
            <CountryName country={result.toCountry} />
          </FactItem>
          <FactItem label="Purpose">{purposeLabels[result.purpose]}</FactItem>
          <FactItem label="Visa type">{nameOfVisaType(visaType)}</FactItem>
        </FactList>
      </CardContent>
    </Card>
  );
}

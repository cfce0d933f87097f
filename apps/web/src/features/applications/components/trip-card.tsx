import { Box, Card, CardContent, Typography } from '@mui/material';
import { purposeLabels } from '@visabridge/contract';
import type { RequirementsResult } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { CountryName } from '../../../components/visa/country-name';

function TripField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

type Props = { result: RequirementsResult; visaType: string };

/** The trip the application is for, as chosen on the visa check. */
export function TripCard({ result, visaType }: Props) {
  return (
    <Card component="section" aria-labelledby="trip-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="trip-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Your trip
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TripField label="From">
            <CountryName country={result.fromCountry} />
          </TripField>
          <TripField label="To">
            <CountryName country={result.toCountry} />
          </TripField>
          <TripField label="Purpose">{purposeLabels[result.purpose]}</TripField>
          <TripField label="Visa type">{visaType}</TripField>
        </Box>
      </CardContent>
    </Card>
  );
}

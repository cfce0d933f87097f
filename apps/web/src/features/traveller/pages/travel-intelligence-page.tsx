import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { QueryData } from '../../../components/query-data';
import { SectionCard } from '../../../components/layout/section-card';
import { PassportWarnings } from '../../../components/travel/passport-warnings';
import { UnknownPassportNotice } from '../../../components/travel/unknown-passport-notice';
import { VisaAccessCounts } from '../../../components/travel/visa-access-counts';
import { VisaFreeDestinations } from '../../../components/travel/visa-free-destinations';
import { useTravelIntelligence } from '../api/use-travel-intelligence';
import { visaCheckPath } from '../../../lib/trip-links';

function TravelIntelligence({ intelligence }: { intelligence: TravelIntelligenceView }) {
  const { passport } = intelligence;
  const warnings = (
    <SectionCard id="passport-checks" title="Passport checks">
      {intelligence.warnings.length > 0 ? (
        <PassportWarnings warnings={intelligence.warnings} />
      ) : (
        <Alert severity="success">
          No passport problems in your open applications: each passport meets its destination&apos;s own
          validity rule, where we have it, for the planned dates.
        </Alert>
      )}
    </SectionCard>
  );
  if (!passport)
    return (
      <Stack spacing={3}>
        <UnknownPassportNotice />
        {warnings}
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <SectionCard id="passport" title={`Your ${passport.name} passport`}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Destinations you can visit for a short trip (tourism, a business visit) without applying at an
          embassy. Study, work and longer stays usually need a visa anyway.
        </Typography>
        <VisaAccessCounts intelligence={intelligence} isLarge />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Visa-free: just your passport. Visa on arrival: issued at the border. eVisa or eTA: an online
          authorisation before you travel.
        </Typography>
      </SectionCard>
      <SectionCard id="visa-free" title={`Visa-free destinations (${intelligence.visaFreeCount})`}>
        {intelligence.visaFreeExamples.length > 0 ? (
          <VisaFreeDestinations passportCode={passport.code} destinations={intelligence.visaFreeExamples} />
        ) : (
          <Typography color="text.secondary">
            The data lists no visa-free destination for this passport.
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={visaCheckPath({ from: passport.code })}
          startIcon={<TravelExploreIcon />}
          variant="outlined"
          sx={{ mt: 2 }}
        >
          Check another destination
        </Button>
      </SectionCard>
      {warnings}
    </Stack>
  );
}

export default function TravelIntelligencePage() {
  return (
    <PageContainer
      title="Travel Intelligence"
      subtitle="Computed from the visa requirements data for your nationality and from your open applications."
      maxWidth="md"
    >
      <QueryData
        query={useTravelIntelligence()}
        loadingLabel="Loading travel intelligence..."
        failureMessage="Failed to load travel intelligence"
      >
        {(intelligence) => <TravelIntelligence intelligence={intelligence} />}
      </QueryData>
    </PageContainer>
  );
}

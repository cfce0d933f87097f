import { Trans, useLingui } from '@lingui/react/macro';
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
import { useCountryName } from '../../../components/visa/country-name';
import { useTravelIntelligence } from '../api/use-travel-intelligence';
import { visaCheckPath } from '../../../lib/trip-links';

function TravelIntelligence({ intelligence }: { intelligence: TravelIntelligenceView }) {
  const { t } = useLingui();
  const nameOf = useCountryName();
  const { passport, visaFreeCount } = intelligence;
  const warnings = (
    <SectionCard id="passport-checks" title={t`Passport checks`}>
      {intelligence.warnings.length > 0 ? (
        <PassportWarnings warnings={intelligence.warnings} />
      ) : (
        <Alert severity="success">
          <Trans>
            No passport problems in your open applications: each passport meets its destination&apos;s own
            validity rule, where we have it, for the planned dates.
          </Trans>
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
  const passportName = nameOf(passport);
  return (
    <Stack spacing={3}>
      <SectionCard id="passport" title={t`Your ${passportName} passport`}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Destinations you can visit for a short trip (tourism, a business visit) without applying at an
            embassy. Study, work and longer stays usually need a visa anyway.
          </Trans>
        </Typography>
        <VisaAccessCounts intelligence={intelligence} isLarge />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          <Trans>
            Visa-free: just your passport. Visa on arrival: issued at the border. eVisa or eTA: an online
            authorisation before you travel.
          </Trans>
        </Typography>
      </SectionCard>
      <SectionCard id="visa-free" title={t`Visa-free destinations (${visaFreeCount})`}>
        {intelligence.visaFreeExamples.length > 0 ? (
          <VisaFreeDestinations passportCode={passport.code} destinations={intelligence.visaFreeExamples} />
        ) : (
          <Typography color="text.secondary">
            <Trans>The data lists no visa-free destination for this passport.</Trans>
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={visaCheckPath({ from: passport.code })}
          startIcon={<TravelExploreIcon />}
          variant="outlined"
          sx={{ mt: 2 }}
        >
          <Trans>Check another destination</Trans>
        </Button>
      </SectionCard>
      {warnings}
    </Stack>
  );
}

export default function TravelIntelligencePage() {
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Travel Intelligence`}
      subtitle={t`Computed from the visa requirements data for your nationality and from your open applications.`}
      maxWidth="md"
    >
      <QueryData
        query={useTravelIntelligence()}
        loadingLabel={t`Loading travel intelligence...`}
        failureMessage={t`Failed to load travel intelligence`}
      >
        {(intelligence) => <TravelIntelligence intelligence={intelligence} />}
      </QueryData>
    </PageContainer>
  );
}

import InsightsIcon from '@mui/icons-material/Insights';
import { Stack, Typography } from '@mui/material';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { PassportWarnings } from '../../../components/travel/passport-warnings';
import { UnknownPassportNotice } from '../../../components/travel/unknown-passport-notice';
import { VisaAccessCounts } from '../../../components/travel/visa-access-counts';
import { VisaFreeDestinations } from '../../../components/travel/visa-free-destinations';
import { SectionCard } from '../../../components/layout/section-card';

const shownExamples = 4;

/** What the visa data says for the traveller's passport, and passport problems in open applications. */
export function TravelIntelligencePanel({ intelligence }: { intelligence: TravelIntelligenceView }) {
  const { passport } = intelligence;
  return (
    <SectionCard
      id="travel-intelligence"
      title="Travel Intelligence"
      icon={InsightsIcon}
      link={{ to: '/travel-intelligence', label: 'Explore' }}
    >
      <Stack spacing={2}>
        {passport ? (
          <>
            <Typography color="text.secondary">
              Where your <span aria-hidden="true">{passport.flag} </span>
              {passport.name} passport takes you, from the visa requirements data:
            </Typography>
            <VisaAccessCounts intelligence={intelligence} />
            {intelligence.visaFreeExamples.length > 0 && (
              <div>
                <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                  Longest visa-free stays
                </Typography>
                <VisaFreeDestinations
                  passportCode={passport.code}
                  destinations={intelligence.visaFreeExamples.slice(0, shownExamples)}
                />
              </div>
            )}
          </>
        ) : (
          <UnknownPassportNotice />
        )}
        <PassportWarnings warnings={intelligence.warnings} />
      </Stack>
    </SectionCard>
  );
}

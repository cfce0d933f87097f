import { Trans, useLingui } from '@lingui/react/macro';
import InsightsIcon from '@mui/icons-material/Insights';
import { Stack, Typography } from '@mui/material';
import type { TravelIntelligenceView } from '@visabridge/contract';
import { PassportWarnings } from '../../../components/travel/passport-warnings';
import { UnknownPassportNotice } from '../../../components/travel/unknown-passport-notice';
import { VisaAccessCounts } from '../../../components/travel/visa-access-counts';
import { VisaFreeDestinations } from '../../../components/travel/visa-free-destinations';
import { SectionCard } from '../../../components/layout/section-card';
import { useCountryName } from '../../../components/visa/country-name';

const shownExamples = 4;

/** What the visa data says for the traveller's passport, and passport problems in open applications. */
export function TravelIntelligencePanel({ intelligence }: { intelligence: TravelIntelligenceView }) {
  const { t } = useLingui();
  const nameOf = useCountryName();
  const { passport } = intelligence;
  const flag = passport?.flag;
  const passportName = passport && nameOf(passport);
  return (
    <SectionCard
      id="travel-intelligence"
      title={t`Travel Intelligence`}
      icon={InsightsIcon}
      link={{
        to: '/travel-intelligence',
        label: t({ message: 'Explore', comment: 'link to the Travel Intelligence page' }),
      }}
    >
      <Stack spacing={2}>
        {passport ? (
          <>
            <Typography color="text.secondary">
              <Trans comment="{passportName} names the country of the passport; the flag before it is hidden from screen readers">
                Where your <span aria-hidden="true">{flag} </span>
                {passportName} passport takes you, from the visa requirements data:
              </Trans>
            </Typography>
            <VisaAccessCounts intelligence={intelligence} />
            {intelligence.visaFreeExamples.length > 0 && (
              <div>
                <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                  <Trans>Longest visa-free stays</Trans>
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

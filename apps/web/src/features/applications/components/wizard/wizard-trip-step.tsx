import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertTitle, Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../../components/layout/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { useVisaRequirements } from '../../../../lib/api/use-visa-requirements';
import type { ApplicationTrip } from '../../../../lib/application-trip';
import { RequirementsSummary } from './requirements-summary';
import { TripCard } from './trip-card';
import { englishArticle } from '../../../../components/visa/english-article';

type Props = {
  trip: ApplicationTrip;
  /** Shown under the trip: what the traveller can do next, told whether this trip can be applied for. */
  actions: (canApply: boolean) => ReactNode;
};

/** The trip and what it needs, checked afresh: the answer may have changed since the visa check. */
export function WizardTripStep({ trip, actions }: Props) {
  const { t, i18n } = useLingui();
  const check = useVisaRequirements(trip);
  if (check.isPending) return <PageLoader label={t`Checking the requirements for your trip...`} />;
  if (check.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="error">
          <AlertTitle>
            <Trans>We could not check the requirements for this trip</Trans>
          </AlertTitle>
          {errorMessage(check.error)}
        </Alert>
        {actions(false)}
      </Stack>
    );
  }

  const result = check.data;
  const canApply = result.isAdmitted && result.category !== 'own_country';
  const country = countryNameIn(i18n.locale, result.fromCountry.code, result.fromCountry.name);
  const destination = countryNameIn(i18n.locale, result.toCountry.code, result.toCountry.name);
  const article = englishArticle(result.fromCountry.name);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <TripCard result={result} visaType={trip.visaType} />
          {!canApply && (
            <Alert severity={result.isAdmitted ? 'info' : 'error'}>
              {result.isAdmitted
                ? t`${destination} is your own country: no visa application is needed.`
                : t({
                    message: select(article, {
                      an: `Holders of an ${country} passport are not admitted to ${destination}, so no application can be made.`,
                      other: `Holders of a ${country} passport are not admitted to ${destination}, so no application can be made.`,
                    }),
                    comment:
                      "{country} names the passport's country; the choice is only English's 'a' or 'an' before it: translate both alike",
                  })}
            </Alert>
          )}
          {actions(canApply)}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <RequirementsSummary result={result} />
      </Grid>
    </Grid>
  );
}

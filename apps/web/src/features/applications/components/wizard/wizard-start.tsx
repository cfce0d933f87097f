import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BackArrowIcon, ForwardArrowIcon } from '../../../../components/icons/direction-arrows';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { useAuth } from '../../../../lib/auth/auth-context';
import { forgetPendingTrip, pendingTravelNotes } from '../../../../lib/pending-trip';
import { readApplicationTrip, type ApplicationTrip } from '../../../../lib/application-trip';
import { readVisaCheckLink } from '../../../../lib/read-visa-check-link';
import { visaCheckPath } from '../../../../lib/trip-links';
import { useToast } from '../../../../lib/use-toast';
import { useCreateDraft } from '../../api/use-create-draft';
import { WizardExistingDraft } from './wizard-existing-draft';
import { WizardNotice } from './wizard-notice';
import { WizardPageFrame } from './wizard-page-frame';
import { personalInfoFromProfile } from './wizard-schema';
import { wizardPath } from './wizard-steps';
import { WizardStepper } from './wizard-stepper';
import { WizardTripStep } from './wizard-trip-step';
import { TextField } from '../../../../components/form/text-field';

const pageTitle = msg`Start your application`;

/** A link to /application without a whole trip: says what is missing and leads back to the visa check. */
function WizardNoTrip({ problems }: { problems: string[] }) {
  const { t } = useLingui();
  const title = t(pageTitle);
  const [searchParams] = useSearchParams();
  // Whatever the link got right is carried over, so the traveller only picks what is missing.
  const partial = readVisaCheckLink(
    new URLSearchParams({
      from: searchParams.get('fromCountry') ?? '',
      to: searchParams.get('toCountry') ?? '',
      purpose: searchParams.get('purpose') ?? '',
    }),
  );
  return (
    <WizardNotice
      title={title}
      severity="info"
      noticeTitle={t`Choose your trip first`}
      link={{ to: visaCheckPath(partial), label: t`Check visa requirements` }}
    >
      <Trans>
        An application starts from a visa check: pick your nationality, your destination and the purpose of
        your trip, then choose Start Application on the result.
      </Trans>
      {searchParams.size > 0 && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Trans>This link is incomplete:</Trans>
          </Typography>
          <Box component="ul" sx={{ my: 0, pl: 2.5 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </>
      )}
    </WizardNotice>
  );
}

const travelNotesLimit = 1000;

/**
 * The trip step before a draft exists: continuing creates the draft, with the travel notes (the visa
 * check's Additional Details, editable here), and moves to its first form step.
 */
function WizardStartTrip({ trip }: { trip: ApplicationTrip }) {
  const { t } = useLingui();
  const title = t(pageTitle);
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateDraft();
  const [travelNotes, setTravelNotes] = useState(() => pendingTravelNotes(trip, user?.email));
  const typedCount = travelNotes.length;
  const checkLink = visaCheckPath({ from: trip.fromCountry, to: trip.toCountry, purpose: trip.purpose });

  const { travelDate, returnDate, ...corridor } = trip;
  const start = () =>
    create.mutate(
      {
        ...corridor,
        personalInfo: personalInfoFromProfile(user),
        travelInfo: {
          travelNotes: travelNotes.trim() || undefined,
          plannedArrivalDate: travelDate,
          plannedDepartureDate: returnDate,
        },
      },
      {
        onSuccess: ({ data, message }) => {
          forgetPendingTrip();
          toast.success(message ?? t`Draft saved`);
          // Replace, so refreshing or going back never creates a second draft for the same start.
          void navigate(wizardPath(data.id, 'personal'), { replace: true });
        },
        onError: (error) => !isSessionEnd(error) && toast.error(errorMessage(error)),
      },
    );

  return (
    <WizardPageFrame
      title={title}
      heading={title}
      subtitle={t`Check the trip and what it needs, then continue. Your application is saved as a draft as you go.`}
    >
      <Stack spacing={3}>
        <WizardStepper step="trip" doneSteps={new Set()} isLocked />
        <WizardTripStep
          trip={trip}
          actions={(canApply) => (
            <>
              {canApply && <WizardExistingDraft trip={trip} />}
              {canApply && (
                <TextField
                  label={t`Travel notes`}
                  value={travelNotes}
                  onChange={(event) => setTravelNotes(event.target.value)}
                  multiline
                  minRows={2}
                  helperText={t({
                    message: `Anything else about your trip, such as a connecting flight (optional). ${typedCount}/${travelNotesLimit}`,
                    comment:
                      '{typedCount}/{travelNotesLimit}: how many characters are typed, of how many allowed',
                  })}
                  slotProps={{ htmlInput: { maxLength: travelNotesLimit } }}
                />
              )}
              {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
              {canApply && (
                <Button
                  variant="contained"
                  size="large"
                  onClick={start}
                  loading={create.isPending}
                  endIcon={<ForwardArrowIcon />}
                >
                  <Trans>Continue to personal details</Trans>
                </Button>
              )}
              <Button
                component={RouterLink}
                to={checkLink}
                startIcon={<BackArrowIcon />}
                sx={{ alignSelf: 'flex-start' }}
              >
                <Trans>Change the trip</Trans>
              </Button>
            </>
          )}
        />
      </Stack>
    </WizardPageFrame>
  );
}

/** /application without a draft: the trip from the visa check's link, or how to choose one. */
export function WizardStart() {
  const { i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const { trip, problems } = readApplicationTrip(searchParams, i18n);
  return trip ? <WizardStartTrip trip={trip} /> : <WizardNoTrip problems={problems} />;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BackArrowIcon, ForwardArrowIcon } from '../../../../components/icons/direction-arrows';
import { SendArrowIcon } from '../../../../components/icons/send-arrow-icon';
import { countryNameIn } from '../../../../lib/i18n/country-name-in';
import { useDocuments } from '../../../../lib/api/use-documents';
import { useWizardAutosave } from './use-wizard-autosave';
import { useWizardSubmit } from './use-wizard-submit';
import type { FieldChange } from './passport-changes';
import { stepFields } from './wizard-fields';
import type { FormStepId } from './wizard-fields';
import { WizardFillContext } from './wizard-fill-context';
import { WizardPageFrame } from './wizard-page-frame';
import { wizardProblems } from './wizard-problems';
import { WizardSaveStatus } from './wizard-save-status';
import { wizardSchema, wizardValuesOf } from './wizard-schema';
import type { DraftSections, WizardValues } from './wizard-schema';
import { WizardStepContent } from './wizard-step-content';
import { isStepDone, stepIndexOf, wizardPath, wizardSteps } from './wizard-steps';
import type { WizardStep } from './wizard-steps';
import { WizardStepper } from './wizard-stepper';
import { WizardSubmitDialog } from './wizard-submit-dialog';

type Props = { draft: ApplicationView; step: WizardStep };

/** The wizard for a saved draft: one step at a time, saved as the traveller goes, submitted at the end. */
export function WizardDraft({ draft, step }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<WizardValues, unknown, DraftSections>({
    resolver: zodResolver(wizardSchema),
    defaultValues: wizardValuesOf(draft),
    mode: 'onBlur',
  });
  const index = stepIndexOf(step);
  const autosave = useWizardAutosave(draft, form, index);
  const submission = useWizardSubmit(draft.id, autosave.flush);
  const documents = useDocuments(draft.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const values = useWatch({ control: form.control }) as WizardValues;
  const uploadedTypes = documents.data?.map((file) => file.type) ?? [];
  const problems = wizardProblems(i18n, values, draft, uploadedTypes);
  const doneSteps = new Set(
    wizardSteps
      .map((item) => item.id)
      .filter((id) => id === 'trip' || (id !== 'review' && isStepDone(id, problems))),
  );

  const { saveEdits } = autosave;
  const fill = useMemo(
    () => ({
      applicationId: draft.id,
      values,
      apply: (changes: readonly FieldChange[]) => {
        for (const { field, to } of changes)
          form.setValue(field.name, to, { shouldDirty: true, shouldValidate: true });
        void saveEdits();
      },
    }),
    [draft.id, values, form, saveEdits],
  );

  const previous = wizardSteps[index - 1];
  const next = wizardSteps[index + 1];

  const goTo = async (target: WizardStep) => {
    if (target === step) return;
    const fields = step in stepFields ? stepFields[step as FormStepId] : [];
    const isValid = await form.trigger(
      fields.map((field) => field.name),
      { shouldFocus: true },
    );
    if (!isValid) return;
    void autosave.flush();
    void navigate(wizardPath(draft.id, target));
  };

  // A new step starts at the top, with its heading focused for screen readers.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const stepLabel = wizardSteps[index]?.label;
  const stepName = stepLabel ? t(stepLabel) : '';
  // On a trip, each traveller's steps say whose details they are: the trip submits everyone together.
  const traveller = [draft.personalInfo.firstName, draft.personalInfo.lastName].filter(Boolean).join(' ');
  const { referenceNumber } = draft;
  const destination = countryNameIn(i18n.locale, draft.toCountry, draft.destination);
  const tripReference = draft.trip?.reference;
  return (
    <WizardPageFrame
      title={t({
        message: `${stepName} - Visa application`,
        comment: 'a step of the application form, then what it is part of',
      })}
      heading={
        draft.trip && traveller
          ? t({
              message: `${traveller}'s visa application for ${destination}`,
              comment: "{traveller} is the traveller's full name, {destination} a country",
            })
          : t`Visa application for ${destination}`
      }
      subtitle={
        tripReference
          ? t({
              message: `Reference ${referenceNumber} · Draft · Trip ${tripReference}`,
              comment: "an application's reference, its status (a draft), and the group trip it belongs to",
            })
          : t({
              message: `Reference ${referenceNumber} · Draft`,
              comment: "an application's reference, then its status (a draft)",
            })
      }
      aside={<WizardSaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />}
    >
      <Stack spacing={3}>
        <WizardStepper step={step} doneSteps={doneSteps} onSelect={(target) => void goTo(target)} />
        <Box component="section" aria-labelledby="step-title">
          <Typography
            id="step-title"
            ref={heading}
            tabIndex={-1}
            component="h2"
            variant="h5"
            sx={{ mb: 2, outline: 'none' }}
          >
            {stepName}
          </Typography>
          <WizardFillContext value={fill}>
            <WizardStepContent
              step={step}
              draft={draft}
              form={form}
              values={values}
              documents={documents}
              problems={problems}
              serverProblems={submission.serverProblems}
            />
          </WizardFillContext>
        </Box>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button
            startIcon={<BackArrowIcon />}
            disabled={!previous}
            onClick={() => previous && void goTo(previous.id)}
          >
            <Trans comment="button: the previous step of the form">Back</Trans>
          </Button>
          {next && (
            <Button variant="contained" endIcon={<ForwardArrowIcon />} onClick={() => void goTo(next.id)}>
              <Trans comment="button: the next step of the form">Next</Trans>
            </Button>
          )}
          {!next && draft.trip && (
            <Button
              variant="contained"
              endIcon={<ForwardArrowIcon />}
              onClick={() => void autosave.flush().then(() => navigate(`/trips/${draft.trip?.id ?? ''}`))}
            >
              <Trans>Back to the trip</Trans>
            </Button>
          )}
          {!next && !draft.trip && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {problems.length > 0 && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'none', sm: 'block' } }}
                >
                  <Trans>Fix the items listed above to submit.</Trans>
                </Typography>
              )}
              <Button
                variant="contained"
                endIcon={<SendArrowIcon />}
                disabled={problems.length > 0 || documents.isPending}
                loading={submission.isSubmitting}
                onClick={() => setIsConfirming(true)}
              >
                <Trans>Submit Application</Trans>
              </Button>
            </Stack>
          )}
        </Stack>
      </Stack>
      <WizardSubmitDialog
        draft={draft}
        isOpen={isConfirming}
        isSubmitting={submission.isSubmitting}
        onCancel={() => setIsConfirming(false)}
        onSubmit={() => void submission.submitDraft().finally(() => setIsConfirming(false))}
      />
    </WizardPageFrame>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Box, LinearProgress, Step, StepButton, Stepper } from '@mui/material';
import { readStep, stepIndexOf, wizardSteps } from './wizard-steps';
import type { WizardStep } from './wizard-steps';
import { NativeSelectField } from '../../../../components/form/native-select-field';

type Props = {
  step: WizardStep;
  /** Steps with nothing left to fix, shown ticked. */
  doneSteps: ReadonlySet<WizardStep>;
  onSelect?: (step: WizardStep) => void;
  /** Before the draft exists only the trip step can be shown. */
  isLocked?: boolean;
};

/** Every step as a button on wide screens; on phones a progress bar and a "Step 3 of 7" step picker. */
export function WizardStepper({ step, doneSteps, onSelect, isLocked = false }: Props) {
  const { t } = useLingui();
  const index = stepIndexOf(step);
  const stepNumber = index + 1;
  const stepCount = wizardSteps.length;
  return (
    <nav aria-label={t`Application steps`}>
      <Stepper nonLinear alternativeLabel activeStep={index} sx={{ display: { xs: 'none', md: 'flex' } }}>
        {wizardSteps.map((item) => (
          <Step key={item.id} completed={doneSteps.has(item.id)}>
            <StepButton
              disabled={isLocked && item.id !== step}
              onClick={() => onSelect?.(item.id)}
              aria-current={item.id === step ? 'step' : undefined}
            >
              {t(item.label)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / wizardSteps.length) * 100}
          aria-hidden="true"
          sx={{ mb: 2 }}
        />
        <NativeSelectField
          size="small"
          label={t`Step ${stepNumber} of ${stepCount}`}
          value={step}
          disabled={isLocked}
          onChange={(event) => onSelect?.(readStep(event.target.value))}
        >
          {wizardSteps.map((item) => {
            const stepName = t(item.label);
            return (
              <option key={item.id} value={item.id}>
                {doneSteps.has(item.id)
                  ? t({
                      message: `${stepName} (done)`,
                      comment: 'a step of the form with nothing left to fix',
                    })
                  : stepName}
              </option>
            );
          })}
        </NativeSelectField>
      </Box>
    </nav>
  );
}

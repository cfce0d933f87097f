import { Trans, useLingui } from '@lingui/react/macro';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ApplicationView } from '@visabridge/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { authorityQuestionNames } from '../../../../components/applications/authority-question-names';
import type { DraftSections, WizardValues } from './wizard-schema';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Props = {
  draft: Pick<ApplicationView, 'authorityQuestions' | 'destination'>;
  form: UseFormReturn<WizardValues, unknown, DraftSections>;
};

const answerOf = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const choiceOf = (answer: boolean | undefined) => (answer === undefined ? '' : answer ? 'yes' : 'no');

/** The yes/no questions the destination's authority asks, which the agent copies into its form. */
export function WizardAuthorityQuestions({ draft, form }: Props) {
  const { t, i18n } = useLingui();
  if (draft.authorityQuestions.length === 0) return null;
  const { destination } = draft;
  return (
    <Stack spacing={2} component="section" aria-labelledby="authority-questions-title">
      <Typography id="authority-questions-title" component="h3" variant="h6">
        <Trans>Questions from the authorities</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>
          The travel authorisation form for {destination} asks these questions. Your agent copies your answers
          into it; a yes does not stop you from applying.
        </Trans>
      </Typography>
      {draft.authorityQuestions.map((question) => (
        <Controller
          key={question}
          control={form.control}
          name={`authorityAnswers.${question}`}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id={`authority-${question}`}>{t(authorityQuestionNames[question])} *</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`authority-${question}`}
                value={choiceOf(field.value)}
                onChange={(event) => field.onChange(answerOf(event.target.value))}
                onBlur={field.onBlur}
              >
                <FormControlLabel
                  value="yes"
                  control={<Radio />}
                  label={t({ message: 'Yes', comment: 'an answer to a yes/no question' })}
                />
                <FormControlLabel
                  value="no"
                  control={<Radio />}
                  label={t({ message: 'No', comment: 'an answer to a yes/no question' })}
                />
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>{contractText(i18n, fieldState.error.message ?? '')}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      ))}
    </Stack>
  );
}

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
import { authorityQuestionLabels, type ApplicationView } from '@visabridge/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { DraftSections, WizardValues } from './wizard-schema';

type Props = {
  draft: Pick<ApplicationView, 'authorityQuestions' | 'destination'>;
  form: UseFormReturn<WizardValues, unknown, DraftSections>;
};

const answerOf = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const choiceOf = (answer: boolean | undefined) => (answer === undefined ? '' : answer ? 'yes' : 'no');

/** The yes/no questions the destination's authority asks, which the agent copies into its form. */
export function WizardAuthorityQuestions({ draft, form }: Props) {
  if (draft.authorityQuestions.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-labelledby="authority-questions-title">
      <Typography id="authority-questions-title" component="h3" variant="h6">
        Questions from the authorities
      </Typography>
      <Typography color="text.secondary">
        The travel authorisation form for {draft.destination} asks these questions. Your agent copies your
        answers into it; a yes does not stop you from applying.
      </Typography>
      {draft.authorityQuestions.map((question) => (
        <Controller
          key={question}
          control={form.control}
          name={`authorityAnswers.${question}`}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id={`authority-${question}`}>{authorityQuestionLabels[question]} *</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`authority-${question}`}
                value={choiceOf(field.value)}
                onChange={(event) => field.onChange(answerOf(event.target.value))}
                onBlur={field.onBlur}
              >
                <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                <FormControlLabel value="no" control={<Radio />} label="No" />
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      ))}
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { consultationTimeRules, consultationTopicLabels, consultationTopics } from '@visabridge/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useFormRequest } from '../../../lib/use-form-request';
import { useBookConsultation } from '../../../lib/api/consultation-changes';
import type { consultationForm } from './consultation-form-schema';

type Values = z.input<typeof consultationForm>;
const fields = ['topic', 'destination', 'notes'] as const;

/** A local date-time for a datetime-local input, `hours` from now. */
const localInput = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
};
const zoneName = Intl.DateTimeFormat().resolvedOptions().timeZone;

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('./consultation-form-schema').then((module) => module.consultationForm),
);

/** Book a consultation: topic, destination (optional), one to three preferred times and notes. */
export function ConsultationForm() {
  const booking = useBookConsultation();
  const form = useForm<Values, unknown, z.output<typeof consultationForm>>({
    resolver,
    defaultValues: { topic: 'visa_requirements', destination: '', times: [{ value: '' }], notes: '' },
    reValidateMode: 'onSubmit',
  });
  // The list is rewritten as times are added and removed: react-hook-form's useFieldArray would add 1.1 kB
  // gzip to the code every form page shares, for this one form.
  const times = useWatch({ control: form.control, name: 'times' });
  const addTime = () => form.setValue('times', [...form.getValues('times'), { value: '' }]);
  const removeTime = (index: number) => {
    form.setValue(
      'times',
      form.getValues('times').filter((_, other) => other !== index),
    );
    form.clearErrors('times');
  };
  const send = useFormRequest(form.setError, fields);

  const onSubmit = form.handleSubmit(async ({ times: offered, ...input }) => {
    const preferredTimes = offered.map((time) => new Date(time.value).toISOString());
    if (await send(booking.mutateAsync({ ...input, preferredTimes }), 'Consultation requested')) form.reset();
  });

  return (
    <Card component="section" aria-labelledby="book-consultation-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="book-consultation-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Book a consultation
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2}>
            <RhfNativeSelectField control={form.control} name="topic" label="Topic" isRequired>
              {consultationTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {consultationTopicLabels[topic]}
                </option>
              ))}
            </RhfNativeSelectField>
            <RhfCountryField control={form.control} name="destination" label="Destination (optional)" />
            <Typography component="h3" variant="subtitle2">
              Preferred times ({zoneName})
            </Typography>
            {times.map((_, index) => (
              // By place: the values move up into the fields above a removed one.
              <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <RhfTextField
                  control={form.control}
                  name={`times.${index}.value`}
                  label={`Preferred time ${index + 1}`}
                  type="datetime-local"
                  isRequired
                  fullWidth
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: localInput(consultationTimeRules.minLeadHours) },
                  }}
                />
                {index > 0 && (
                  <IconButton
                    aria-label={`Remove preferred time ${index + 1}`}
                    onClick={() => removeTime(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Box>
            ))}
            <Typography variant="body2" color="text.secondary">
              Offer up to {consultationTimeRules.maxTimes} times, at least{' '}
              {consultationTimeRules.minLeadHours} hours from now and within{' '}
              {consultationTimeRules.maxDaysAhead} days. An agent confirms one of them.
            </Typography>
            {times.length < consultationTimeRules.maxTimes && (
              <Box>
                <Button startIcon={<AddIcon />} onClick={addTime}>
                  Add another time
                </Button>
              </Box>
            )}
            <RhfTextField
              control={form.control}
              name="notes"
              label="Notes (optional)"
              multiline
              rows={4}
              slotProps={{ htmlInput: { maxLength: consultationTimeRules.maxNotes } }}
            />
            <SubmitButton isPending={booking.isPending}>Request consultation</SubmitButton>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

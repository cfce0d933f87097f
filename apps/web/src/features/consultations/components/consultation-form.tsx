import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { consultationTimeRules, consultationTopics } from '@visabridge/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfNativeSelectField } from '../../../components/form/native-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { formatNumber } from '../../../lib/format';
import { consultationTopicNames } from '../../../components/consultations/consultation-topic-names';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useFormRequest } from '../../../lib/use-form-request';
import { useBookConsultation } from '../../../lib/api/consultation-changes';
import type { ConsultationForm as FormSchema } from './consultation-form-schema';

type Values = z.input<FormSchema>;
const fields = ['topic', 'destination', 'notes'] as const;

/** A local date-time for a datetime-local input, `hours` from now. */
const localInput = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
};
const zoneName = Intl.DateTimeFormat().resolvedOptions().timeZone;
const { maxTimes, minLeadHours, maxDaysAhead } = consultationTimeRules;

/** Book a consultation: topic, destination (optional), one to three preferred times and notes. */
export function ConsultationForm() {
  const { t, i18n } = useLingui();
  // Made once per language: it loads the form's schema (and zod) when the form is first validated.
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('./consultation-form-schema').then((module) => module.consultationFormOf(i18n)),
      ),
    [i18n],
  );
  const booking = useBookConsultation();
  const form = useForm<Values, unknown, z.output<FormSchema>>({
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
    if (await send(booking.mutateAsync({ ...input, preferredTimes }), t`Consultation requested`))
      form.reset();
  });

  const offeredCount = formatNumber(maxTimes);
  const leadHours = formatNumber(minLeadHours);
  const daysAhead = formatNumber(maxDaysAhead);

  return (
    <Card component="section" aria-labelledby="book-consultation-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="book-consultation-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          <Trans>Book a consultation</Trans>
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2}>
            <RhfNativeSelectField
              control={form.control}
              name="topic"
              label={t({ message: 'Topic', comment: 'what a consultation is to be about' })}
              isRequired
            >
              {consultationTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {t(consultationTopicNames[topic])}
                </option>
              ))}
            </RhfNativeSelectField>
            <RhfCountryField control={form.control} name="destination" label={t`Destination (optional)`} />
            <Typography component="h3" variant="subtitle2">
              <Trans comment="{zoneName} is the user's time zone, e.g. Europe/Paris">
                Preferred times ({zoneName})
              </Trans>
            </Typography>
            {times.map((_, index) => {
              const timeNumber = index + 1;
              return (
                // By place: the values move up into the fields above a removed one.
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <RhfTextField
                    control={form.control}
                    name={`times.${index}.value`}
                    label={t`Preferred time ${timeNumber}`}
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
                      aria-label={t`Remove preferred time ${timeNumber}`}
                      onClick={() => removeTime(index)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </Box>
              );
            })}
            <Typography variant="body2" color="text.secondary">
              {t`Offer up to ${plural(maxTimes, {
                one: `${offeredCount} time`,
                other: `${offeredCount} times`,
              })}, at least ${plural(minLeadHours, {
                one: `${leadHours} hour`,
                other: `${leadHours} hours`,
              })} from now and within ${plural(maxDaysAhead, {
                one: `${daysAhead} day`,
                other: `${daysAhead} days`,
              })}. An agent confirms one of them.`}
            </Typography>
            {times.length < consultationTimeRules.maxTimes && (
              <Box>
                <Button startIcon={<AddIcon />} onClick={addTime}>
                  <Trans>Add another time</Trans>
                </Button>
              </Box>
            )}
            <RhfTextField
              control={form.control}
              name="notes"
              label={t`Notes (optional)`}
              multiline
              rows={4}
              slotProps={{ htmlInput: { maxLength: consultationTimeRules.maxNotes } }}
            />
            <SubmitButton isPending={booking.isPending}>
              <Trans>Request consultation</Trans>
            </SubmitButton>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

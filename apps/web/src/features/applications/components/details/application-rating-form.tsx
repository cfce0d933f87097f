import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, FormControl, FormHelperText, FormLabel, Rating, Stack } from '@mui/material';
import { ratingInput } from '@visabridge/contract';
import type { RatingView } from '@visabridge/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfCheckbox } from '../../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { formatNumber } from '../../../../lib/format';
import { useFormRequest } from '../../../../lib/use-form-request';
import { useSaveRating } from '../../api/use-save-rating';
import { contractText } from '../../../../lib/i18n/contract-texts';

type Values = z.input<typeof ratingInput>;

type Props = { applicationId: string; stored: RatingView | null };

/** Stars (1-5) and an optional comment; a stored rating fills them in, so it can be changed. */
export function ApplicationRatingForm({ applicationId, stored }: Props) {
  const { t, i18n } = useLingui();
  const starLabel = (stars: number) => {
    const starCount = formatNumber(stars);
    return t({
      message: plural(stars, { one: `${starCount} star`, other: `${starCount} stars` }),
      comment: 'a rating, as a screen reader names each star',
    });
  };
  const saving = useSaveRating(applicationId);
  const form = useForm<Values, unknown, z.output<typeof ratingInput>>({
    resolver: zodResolver(ratingInput),
    // No stars yet is 0, which the shared schema refuses with 'Rating must be from 1 to 5'.
    defaultValues: {
      rating: stored?.rating ?? 0,
      comment: stored?.comment ?? '',
      publicConsent: stored?.publicConsent ?? false,
    },
    reValidateMode: 'onSubmit',
  });

  const send = useFormRequest(form.setError, ['rating', 'comment', 'publicConsent']);

  const onSubmit = form.handleSubmit(async ({ rating, comment, publicConsent }) => {
    await send(
      saving.mutateAsync({ rating, comment: comment || undefined, publicConsent }),
      t`Thank you for your rating`,
    );
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend">
                <Trans>Your rating</Trans>
              </FormLabel>
              <Rating
                name="application-rating"
                value={field.value}
                onChange={(_event, value) => field.onChange(value ?? 0)}
                getLabelText={starLabel}
                size="large"
                // The empty stars keep a 3:1 contrast against the card in both themes.
                sx={{ '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
              />
              {fieldState.error && (
                <FormHelperText>{contractText(i18n, fieldState.error.message ?? '')}</FormHelperText>
              )}
            </FormControl>
          )}
        />
        <RhfTextField
          control={form.control}
          name="comment"
          label={t`Comment (optional)`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <RhfCheckbox
          control={form.control}
          name="publicConsent"
          label={t`Show my rating and comment on the VisaBridge home page, with my first name and last initial`}
        />
        <SubmitButton isPending={saving.isPending}>
          {stored ? <Trans>Update rating</Trans> : <Trans>Submit rating</Trans>}
        </SubmitButton>
      </Stack>
    </Box>
  );
}

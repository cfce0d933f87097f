import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormControl, FormHelperText, FormLabel, Rating, Stack } from '@mui/material';
import { ratingInput } from '@visabridge/contract';
import type { RatingView } from '@visabridge/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { useSaveRating } from '../api/use-save-rating';

type Values = z.input<typeof ratingInput>;

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

type Props = { applicationId: string; stored: RatingView | null };

/** Stars (1-5) and an optional comment; a stored rating fills them in, so it can be changed. */
export function ApplicationRatingForm({ applicationId, stored }: Props) {
  const toast = useToast();
  const saving = useSaveRating(applicationId);
  const form = useForm<Values, unknown, z.output<typeof ratingInput>>({
    resolver: zodResolver(ratingInput),
    // No stars yet is 0, which the shared schema refuses with 'Rating must be from 1 to 5'.
    defaultValues: { rating: stored?.rating ?? 0, comment: stored?.comment ?? '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async ({ rating, comment }) => {
    try {
      const result = await saving.mutateAsync({ rating, comment: comment || undefined });
      toast.success(result.message ?? 'Thank you for your rating');
    } catch (error) {
      if (isSessionEnd(error)) return;
      const problem = applyServerErrors(error, form.setError, ['rating', 'comment'], {}, errorMessage(error));
      toast.error(problem ?? errorMessage(error));
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)}>
              <FormLabel component="legend">Your rating</FormLabel>
              <Rating
                name="application-rating"
                value={field.value}
                onChange={(_event, value) => field.onChange(value ?? 0)}
                getLabelText={starLabel}
                size="large"
                // The empty stars keep a 3:1 contrast against the card in both themes.
                sx={{ '& .MuiRating-iconEmpty': { color: 'text.secondary' } }}
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <RhfTextField
          control={form.control}
          name="comment"
          label="Comment (optional)"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            {stored ? 'Update rating' : 'Submit rating'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

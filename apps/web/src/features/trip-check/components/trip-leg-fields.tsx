import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import type { TripFormValues, TripValues } from './trip-form-values';

type Props = {
  control: Control<TripFormValues, unknown, TripValues>;
  position: number;
  canRemove: boolean;
  onRemove: () => void;
};

/** One leg of the trip: where, from when to when, and whether the traveller only changes planes there. */
export function TripLegFields({ control, position, canRemove, onRemove }: Props) {
  const { t } = useLingui();
  const number = position + 1;
  const headingId = `trip-leg-${number}-heading`;
  return (
    <Box
      component="fieldset"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Trans comment="a leg of a trip: one destination, in the order travelled">Leg {number}</Trans>
        </Typography>
        {canRemove && (
          <Button size="small" color="inherit" onClick={onRemove} aria-label={t`Remove leg ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </Stack>
      <Stack spacing={2}>
        <RhfCountryField
          control={control}
          name={`legs.${position}.destination`}
          label={t`Destination`}
          isRequired
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <RhfTextField
            control={control}
            name={`legs.${position}.arrivalDate`}
            label={t`Arrival`}
            type="date"
            isRequired
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <RhfTextField
            control={control}
            name={`legs.${position}.departureDate`}
            label={t`Departure`}
            type="date"
            isRequired
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <RhfCheckbox
          control={control}
          name={`legs.${position}.isConnection`}
          label={t`Connection only (changing planes here)`}
        />
      </Stack>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Box, MenuItem } from '@mui/material';
import { localDayOf } from '@visabridge/contract';
import {
  savedTravellerInput,
  travellerRelationships,
  type SavedTravellerDetail,
  type SavedTravellerInput,
} from '@visabridge/contract/saved-travellers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfSelectField } from '../../../components/form/rhf-select-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useSaveTraveller } from '../api/saved-travellers';

type Values = z.input<typeof savedTravellerInput>;
type Details = z.output<typeof savedTravellerInput>;

const fields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportExpiry',
  'relationship',
] as const;

const nameFields = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
] as const;

const dateLabel = { inputLabel: { shrink: true } } as const;

/** The form's values for a traveller: '' where nothing is on record. */
const valuesOf = (traveller: SavedTravellerDetail | null): SavedTravellerInput => ({
  firstName: traveller?.firstName ?? '',
  lastName: traveller?.lastName ?? '',
  dateOfBirth: traveller?.dateOfBirth ?? '',
  nationality: traveller?.nationality ?? '',
  passportNumber: traveller?.passportNumber ?? '',
  passportExpiry: traveller?.passportExpiry ?? '',
  relationship: traveller?.relationship ?? ('' as SavedTravellerInput['relationship']),
});

type Props = { traveller: SavedTravellerDetail | null; titleId: string; onClose: () => void };

/** A person the account applies for, new (`traveller` null) or as saved; checked with the API's schema. */
export function SavedTravellerForm({ traveller, titleId, onClose }: Props) {
  const save = useSaveTraveller();
  const form = useForm<Values, unknown, Details>({
    resolver: zodResolver(savedTravellerInput),
    defaultValues: valuesOf(traveller),
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, fields);
  const submit = form.handleSubmit(async (details) => {
    const id = traveller?.id ?? null;
    if (await send(save.mutateAsync({ ...details, id }), id ? 'Traveller updated' : 'Traveller saved'))
      onClose();
  });

  return (
    <DialogForm
      title={traveller ? `Edit ${traveller.firstName} ${traveller.lastName}` : 'Add a traveller'}
      titleId={titleId}
      submitLabel={traveller ? 'Save changes' : 'Save traveller'}
      isPending={save.isPending}
      onSubmit={(event) => void submit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {nameFields.map(({ name, label }) => (
          <RhfTextField
            key={name}
            control={form.control}
            name={name}
            label={label}
            isRequired
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ))}
        <RhfSelectField
          control={form.control}
          name="relationship"
          label="Who is this to you?"
          isRequired
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" disabled>
            Choose one
          </MenuItem>
          {travellerRelationships.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </RhfSelectField>
        <RhfTextField
          control={form.control}
          name="dateOfBirth"
          label="Date of Birth"
          type="date"
          isRequired
          slotProps={{ ...dateLabel, htmlInput: { max: localDayOf() } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <RhfCountryField
            control={form.control}
            name="nationality"
            label="Nationality"
            helperText="The country that issued their passport"
          />
        </Box>
        <RhfTextField
          control={form.control}
          name="passportNumber"
          label="Passport Number"
          helperText="Leave empty until they have one"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <RhfTextField
          control={form.control}
          name="passportExpiry"
          label="Passport Expiry"
          type="date"
          slotProps={dateLabel}
        />
      </Box>
    </DialogForm>
  );
}

import { Box, MenuItem } from '@mui/material';
import { localDayOf } from '@visabridge/contract';
import {
  travellerRelationships,
  type SavedTravellerDetail,
  type SavedTravellerInput,
} from '@visabridge/contract/saved-travellers';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { RhfCountryField } from '../form/rhf-country-field';
import { RhfSelectField } from '../form/rhf-select-field';
import { RhfTextField } from '../form/rhf-text-field';

/** The fields a person is entered with, in the order the form shows them (for its server errors). */
export const personFieldNames = [
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

/** The form's values for a person: '' where nothing is on record. */
export const personValuesOf = (traveller: SavedTravellerDetail | null): SavedTravellerInput => ({
  firstName: traveller?.firstName ?? '',
  lastName: traveller?.lastName ?? '',
  dateOfBirth: traveller?.dateOfBirth ?? '',
  nationality: traveller?.nationality ?? '',
  passportNumber: traveller?.passportNumber ?? '',
  passportExpiry: traveller?.passportExpiry ?? '',
  relationship: traveller?.relationship ?? ('' as SavedTravellerInput['relationship']),
});

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** Where the person's fields sit in the form's values: '' at the top, 'person.' inside a larger form. */
  prefix?: '' | 'person.';
};

/** A traveller as printed in their passport, and who they are to the account holder. */
export function PersonFields<T extends FieldValues>({ control, prefix = '' }: Props<T>) {
  const at = (name: string) => `${prefix}${name}` as Path<T>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {nameFields.map(({ name, label }) => (
        <RhfTextField
          key={name}
          control={control}
          name={at(name)}
          label={label}
          isRequired
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      ))}
      <RhfSelectField
        control={control}
        name={at('relationship')}
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
        control={control}
        name={at('dateOfBirth')}
        label="Date of Birth"
        type="date"
        isRequired
        slotProps={{ ...dateLabel, htmlInput: { max: localDayOf() } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RhfCountryField
          control={control}
          name={at('nationality')}
          label="Nationality"
          helperText="The country that issued their passport"
        />
      </Box>
      <RhfTextField
        control={control}
        name={at('passportNumber')}
        label="Passport Number"
        helperText="Leave empty until they have one"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <RhfTextField
        control={control}
        name={at('passportExpiry')}
        label="Passport Expiry"
        type="date"
        slotProps={dateLabel}
      />
    </Box>
  );
}

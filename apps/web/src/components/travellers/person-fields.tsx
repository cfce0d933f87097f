import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { relationshipNames } from './relationship-names';

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
  { name: 'firstName', label: msg`First Name` },
  { name: 'lastName', label: msg`Last Name` },
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
  const { t } = useLingui();
  const at = (name: string) => `${prefix}${name}` as Path<T>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      {nameFields.map(({ name, label }) => (
        <RhfTextField
          key={name}
          control={control}
          name={at(name)}
          label={t(label)}
          isRequired
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      ))}
      <RhfSelectField
        control={control}
        name={at('relationship')}
        label={t`Who is this to you?`}
        isRequired
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="" disabled>
          <Trans comment="the empty first choice of a menu: pick one of the options below">Choose one</Trans>
        </MenuItem>
        {travellerRelationships.map(([value]) => (
          <MenuItem key={value} value={value}>
            {t(relationshipNames[value])}
          </MenuItem>
        ))}
      </RhfSelectField>
      <RhfTextField
        control={control}
        name={at('dateOfBirth')}
        label={t`Date of Birth`}
        type="date"
        isRequired
        slotProps={{ ...dateLabel, htmlInput: { max: localDayOf() } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RhfCountryField
          control={control}
          name={at('nationality')}
          label={t`Nationality`}
          helperText={t`The country that issued their passport`}
        />
      </Box>
      <RhfTextField
        control={control}
        name={at('passportNumber')}
        label={t`Passport Number`}
        isLeftToRight
        helperText={t`Leave empty until they have one`}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <RhfTextField
        control={control}
        name={at('passportExpiry')}
        label={t`Passport Expiry`}
        type="date"
        slotProps={dateLabel}
      />
    </Box>
  );
}

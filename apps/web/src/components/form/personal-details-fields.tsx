import { useLingui } from '@lingui/react/macro';
import { localDayOf } from '@visabridge/contract';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { RhfCountryField } from './rhf-country-field';
import { RhfTextField } from './rhf-text-field';

/** The form values these fields edit; a form may hold more. */
export type PersonalDetailsValues = {
  firstName: string;
  lastName: string;
  phone: string;
  /** An ISO country code, '' for none. */
  nationality: string;
  dateOfBirth: string;
};

type Props<T extends PersonalDetailsValues, C, O> = {
  control: Control<T, C, O>;
  /** Marks phone, nationality and date of birth as required too (the names always are). */
  isAllRequired?: boolean;
  /** Fields placed right after the names (e.g. the email field). */
  afterNames?: ReactNode;
  /** Fields placed right after the phone number (e.g. the password fields). */
  afterPhone?: ReactNode;
};

/**
 * Form fields two to a row from the small breakpoint up, one to a row below it, 16 px apart: the fields are
 * its direct children. A CSS grid, so a form needs no grid component's code for it.
 */
export function TwoColumnFields({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

const today = localDayOf();

/**
 * First name, last name, phone, nationality and date of birth, as fields of the caller's `TwoColumnFields`.
 * Shared by registration and the profile so both ask for the same things alike.
 */
export function PersonalDetailsFields<T extends PersonalDetailsValues, C, O>({
  control,
  isAllRequired = false,
  afterNames,
  afterPhone,
}: Props<T, C, O>) {
  const { t } = useLingui();
  // T has every field named below (see the constraint); TypeScript cannot resolve Path<T> for a generic T.
  const fields = control as unknown as Control<PersonalDetailsValues, C, O>;
  return (
    <>
      <RhfTextField
        control={fields}
        name="firstName"
        label={t`First Name`}
        autoComplete="given-name"
        isRequired
      />
      <RhfTextField
        control={fields}
        name="lastName"
        label={t`Last Name`}
        autoComplete="family-name"
        isRequired
      />
      {afterNames}
      <RhfTextField
        control={fields}
        name="phone"
        label={t`Phone Number`}
        type="tel"
        autoComplete="tel"
        isRequired={isAllRequired}
      />
      {afterPhone}
      <RhfCountryField
        control={fields}
        name="nationality"
        label={t`Nationality`}
        helperText={t`The country of your passport`}
        isRequired={isAllRequired}
      />
      <RhfTextField
        control={fields}
        name="dateOfBirth"
        label={t`Date of Birth`}
        type="date"
        autoComplete="bday"
        isRequired={isAllRequired}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </>
  );
}

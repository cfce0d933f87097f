import { Trans, useLingui } from '@lingui/react/macro';
import { Box, MenuItem, Typography } from '@mui/material';
import { genders, localDayOf } from '@visabridge/contract';
import type { Control } from 'react-hook-form';
import { RhfCountryField } from '../../../components/form/rhf-country-field';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { RhfSelectField } from '../../../components/form/rhf-select-field';
import { genderNames } from '../../../components/travellers/gender-names';

/** The travel profile fields, as a form holds them: '' for none. */
export type ProfileValues = {
  nationality?: unknown;
  passportNumber?: unknown;
  passportExpiry?: unknown;
  dateOfBirth?: unknown;
  gender?: unknown;
};

const dateSlots = { inputLabel: { shrink: true } } as const;

/**
 * Nationality, passport number and expiry, date of birth and sex: what filing a visa application for the
 * employee needs (sex is optional). Grid items of the caller's two-column grid.
 */
export function EmployeeProfileFields<T extends ProfileValues, C, O>({
  control: form,
}: {
  control: Control<T, C, O>;
}) {
  const { t } = useLingui();
  // T has every field named below (see the constraint); TypeScript cannot resolve Path<T> for a generic T.
  const control = form as unknown as Control<ProfileValues, C, O>;
  return (
    <>
      <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
        <Typography component="h3" variant="subtitle2">
          <Trans>Travel profile</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            As printed in the passport the employee travels with. Needed before you file a visa application
            for them.
          </Trans>
        </Typography>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <RhfCountryField
          control={control}
          name="nationality"
          label={t`Nationality`}
          helperText={t`The country that issued the passport`}
        />
      </Box>
      <RhfTextField
        control={control}
        name="passportNumber"
        label={t`Passport Number`}
        isLeftToRight
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <RhfTextField
        control={control}
        name="passportExpiry"
        label={t`Passport Expiry`}
        type="date"
        slotProps={dateSlots}
      />
      <RhfTextField
        control={control}
        name="dateOfBirth"
        label={t`Date of Birth`}
        type="date"
        slotProps={{ ...dateSlots, htmlInput: { max: localDayOf() } }}
      />
      <RhfSelectField
        control={control}
        name="gender"
        label={t({ message: 'Sex', comment: "a person's sex, as on the passport" })}

        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <Trans comment="a person's sex, not given">Not stated</Trans>
        </MenuItem>
        {genders.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {t(genderNames[gender])}
          </MenuItem>
        ))}
      </RhfSelectField>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { RhfTextField } from './rhf-text-field';

type Props<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: Path<T>;
  confirmName: Path<T>;
  label?: string;
  confirmLabel?: string;
};

/**
 * A new password and its confirmation, for the caller's stack or grid: registration, reset links and the
 * profile's security.
 */
export function NewPasswordFields<T extends FieldValues, C, O>({
  control,
  name,
  confirmName,
  label,
  confirmLabel,
}: Props<T, C, O>) {
  const { t } = useLingui();
  return (
    <>
      <RhfTextField
        control={control}
        name={name}
        label={label ?? t`New Password`}
        type="password"
        autoComplete="new-password"
        helperText={t`At least 8 characters`}
        isRequired
      />
      <RhfTextField
        control={control}
        name={confirmName}
        label={confirmLabel ?? t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}

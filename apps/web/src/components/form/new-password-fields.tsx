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
  label = 'New Password',
  confirmLabel = 'Confirm Password',
}: Props<T, C, O>) {
  return (
    <>
      <RhfTextField
        control={control}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters"
        isRequired
      />
      <RhfTextField
        control={control}
        name={confirmName}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}

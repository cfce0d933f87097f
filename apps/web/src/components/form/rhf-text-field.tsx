import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';

type Props<T extends FieldValues, C, O> = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  control: Control<T, C, O>;
  name: Path<T>;
  /** Marks the input as required for assistive technology without the visual asterisk. */
  isRequired?: boolean;
  /** Tidies what is typed as it is typed, e.g. groups a card number's digits. */
  format?: (value: string) => string;
};

/** A MUI text field bound to react-hook-form; the field's error message replaces the helper text. */
export function RhfTextField<T extends FieldValues, C, O>({
  control,
  name,
  helperText,
  isRequired = false,
  format,
  slotProps,
  ...props
}: Props<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={format ? (event) => field.onChange(format(event.target.value)) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            ...slotProps,
            htmlInput: { 'aria-required': isRequired || undefined, ...slotProps?.htmlInput },
          }}
        />
      )}
    />
  );
}

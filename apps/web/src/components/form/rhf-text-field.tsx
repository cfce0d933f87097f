import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { boundFieldProps, type BindingOptions } from './bound-field-props';
import { TextField, type TextFieldProps } from './text-field';

type Props<T extends FieldValues, C, O> = Omit<TextFieldProps, 'name' | 'value' | 'error'> &
  Omit<BindingOptions, 'htmlInput'> & { control: Control<T, C, O>; name: Path<T> };

/** A text field bound to react-hook-form; the field's error message replaces the helper text. */
export function RhfTextField<T extends FieldValues, C, O>({
  control,
  name,
  helperText,
  isRequired,
  format,
  slotProps,
  ...props
}: Props<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { htmlInput, ...bound } = boundFieldProps(field, fieldState, {
          helperText,
          isRequired,
          format,
          htmlInput: slotProps?.htmlInput,
        });
        return <TextField {...props} {...bound} slotProps={{ ...slotProps, htmlInput }} />;
      }}
    />
  );
}

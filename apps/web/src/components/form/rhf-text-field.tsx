import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { boundFieldProps, type BindingOptions } from './bound-field-props';
import { TextField, type TextFieldProps } from './text-field';

export type RhfTextFieldProps<T extends FieldValues, C, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'error'
> &
  Omit<BindingOptions, 'htmlInput'> & { control: Control<T, C, O>; name: Path<T> };

function BoundTextField<T extends FieldValues, C, O>({
  control,
  name,
  helperText,
  isRequired,
  format,
  slotProps,
  ...props
}: RhfTextFieldProps<T, C, O>) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { htmlInput, ...bound } = boundFieldProps(i18n, field, fieldState, {
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

/**
 * A text field bound to react-hook-form; the field's error message replaces the helper text. It follows
 * its own field's state, so a form drawing again (as react-hook-form does once, just after it mounts) does
 * not draw it again.
 */
export const RhfTextField = memo(BoundTextField) as typeof BoundTextField;

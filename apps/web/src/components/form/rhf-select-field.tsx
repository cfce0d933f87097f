import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { boundFieldProps, type BindingOptions } from './bound-field-props';
import { SelectField, type SelectFieldProps } from './select-field';

type Props<T extends FieldValues, C, O> = Omit<SelectFieldProps, 'name' | 'value' | 'error'> &
  Pick<BindingOptions, 'isRequired'> & { control: Control<T, C, O>; name: Path<T> };

function BoundSelectField<T extends FieldValues, C, O>({
  control,
  name,
  helperText,
  isRequired,
  ...props
}: Props<T, C, O>) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { htmlInput, ...bound } = boundFieldProps(i18n, field, fieldState, { helperText, isRequired });
        return <SelectField {...props} {...bound} slotProps={{ ...props.slotProps, htmlInput }} />;
      }}
    />
  );
}

/**
 * A choice from a list bound to react-hook-form; the field's error message replaces the helper text. Drawn
 * again only when its own field (or its props) change.
 */
export const RhfSelectField = memo(BoundSelectField) as typeof BoundSelectField;

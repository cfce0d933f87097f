import { NativeSelect } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { RhfTextField, type RhfTextFieldProps } from './rhf-text-field';
import { TextField, type TextFieldProps } from './text-field';

type Options = { children: ReactNode };

/** What makes a text field a native select: its label always above it, its input a `<select>` of the options. */
const asNativeSelect = <P extends Pick<TextFieldProps, 'slotProps'>>({
  children,
  slotProps,
  ...props
}: P & Options) => ({
  ...props,
  slotProps: { ...slotProps, inputLabel: { shrink: true, ...slotProps?.inputLabel } },
  renderInput: (input: Parameters<NonNullable<TextFieldProps['renderInput']>>[0]) => (
    <NativeSelect input={input}>{children}</NativeSelect>
  ),
});

/**
 * A choice from a list (its options are `<option>` children) in the device's own picker: a phone's wheel or
 * sheet, the keyboard's type-to-find, and none of the menu code (Select, Menu, Popover, Modal) that
 * `SelectField` downloads, which matters on the pages a visitor opens first.
 */
export function NativeSelectField(props: TextFieldProps & Options) {
  return <TextField {...asNativeSelect(props)} />;
}

/** `NativeSelectField` bound to react-hook-form; the field's error message replaces the helper text. */
export function RhfNativeSelectField<T extends FieldValues, C, O>(
  props: RhfTextFieldProps<T, C, O> & Options,
) {
  return <RhfTextField {...asNativeSelect(props)} />;
}

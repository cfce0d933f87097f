import type { I18n } from '@lingui/core';
import { contractText } from '../../lib/i18n/contract-texts';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import type { ReactNode } from 'react';

/** What a form field adds to its input's props when react-hook-form holds its value. */
export type BindingOptions = {
  helperText?: ReactNode;
  /** Marks the input as required for assistive technology without the visual asterisk. */
  isRequired?: boolean;
  /** Tidies what is typed as it is typed, e.g. groups a card number's digits. */
  format?: (value: string) => string;
  htmlInput?: object;
};

/** The field's value, events and ref, and its error message (in `i18n`'s language) in place of the helper text. */
export const boundFieldProps = <T extends FieldValues>(
  i18n: I18n,
  field: ControllerRenderProps<T, Path<T>>,
  fieldState: ControllerFieldState,
  { helperText, isRequired = false, format, htmlInput }: BindingOptions,
) => ({
  name: field.name,
  value: field.value ?? '',
  onChange: format
    ? (event: { target: { value: string } }) => field.onChange(format(event.target.value))
    : field.onChange,
  onBlur: field.onBlur,
  inputRef: field.ref,
  error: Boolean(fieldState.error),
  helperText: fieldState.error?.message ? contractText(i18n, fieldState.error.message) : helperText,
  htmlInput: { 'aria-required': isRequired || undefined, ...htmlInput },
});

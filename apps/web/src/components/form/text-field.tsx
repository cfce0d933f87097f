import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import type {
  FormControlProps,
  FormHelperTextProps,
  InputLabelProps,
  OutlinedInputProps,
} from '@mui/material';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';

type InputProps = Partial<OutlinedInputProps>;

/** The input types whose text reads left to right in every language. */
const leftToRightTypes = ['email', 'tel', 'url', 'date', 'datetime-local', 'time'];
type HtmlInputProps = OutlinedInputProps['inputProps'];

export type TextFieldProps = Omit<
  FormControlProps,
  'onChange' | 'onBlur' | 'onFocus' | 'variant' | 'children'
> &
  Pick<
    OutlinedInputProps,
    | 'autoComplete'
    | 'autoFocus'
    | 'defaultValue'
    | 'inputRef'
    | 'maxRows'
    | 'minRows'
    | 'multiline'
    | 'name'
    | 'onBlur'
    | 'onChange'
    | 'onFocus'
    | 'onKeyDown'
    | 'placeholder'
    | 'rows'
    | 'type'
    | 'value'
  > & {
    label?: ReactNode;
    helperText?: ReactNode;
    /**
     * What is typed reads left to right in every language (a passport number, a code): so it does in a
     * right-to-left page too. An email, phone, address or date field does without being told (its `type`).
     */
    isLeftToRight?: boolean;
    slotProps?: {
      input?: InputProps;
      htmlInput?: HtmlInputProps;
      inputLabel?: Partial<InputLabelProps>;
      formHelperText?: Partial<FormHelperTextProps>;
    };
    /** The props an Autocomplete's `renderInput` hands its field. */
    InputProps?: InputProps;
    inputProps?: HtmlInputProps;
    InputLabelProps?: Partial<InputLabelProps>;
    /** Draws the field's input from the outlined input made here, e.g. as a native select (`NativeSelectField`). */
    renderInput?: (input: ReactElement<OutlinedInputProps>) => ReactNode;
  };

/**
 * An outlined text field: label, input and helper text wired together as MUI's TextField wires them, but
 * without its `select` mode, whose menu code (Select, Menu, Popover, Modal) every form would otherwise
 * download. A choice from a list uses `SelectField`.
 */
export function TextField({
  id: idProp,
  label,
  helperText,
  slotProps = {},
  InputProps,
  inputProps,
  InputLabelProps,
  autoComplete,
  autoFocus,
  defaultValue,
  inputRef,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  onKeyDown,
  placeholder,
  rows,
  type,
  isLeftToRight = leftToRightTypes.includes(type ?? ''),
  value,
  fullWidth = true,
  renderInput,
  ...formControl
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelProps = { ...InputLabelProps, ...slotProps.inputLabel };
  const hasLabel = label != null && label !== '';
  const input = (
    <OutlinedInput
      id={id}
      label={label}
      notched={labelProps.shrink}
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      inputRef={inputRef}
      maxRows={maxRows}
      minRows={minRows}
      multiline={multiline}
      name={name}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      rows={rows}
      // A fixed number of rows is a plain textarea: MUI's growing one measures the page in a layout effect,
      // a forced layout in the task that takes a server-drawn page over.
      inputComponent={multiline && rows !== undefined ? 'textarea' : undefined}
      type={type}
      value={value}
      fullWidth={fullWidth}
      {...InputProps}
      {...slotProps.input}
      inputProps={{ dir: isLeftToRight ? 'ltr' : undefined, ...inputProps, ...slotProps.htmlInput }}
    />
  );
  return (
    <FormControl
      {...formControl}
      fullWidth={fullWidth}
      className={['MuiTextField-root', formControl.className].filter(Boolean).join(' ')}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...labelProps}>
          {label}
        </InputLabel>
      )}
      {renderInput ? renderInput(input) : input}
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

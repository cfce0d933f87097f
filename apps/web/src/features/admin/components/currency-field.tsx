import { Autocomplete } from '@mui/material';
import type { Ref } from 'react';
import { TextField } from '../../../components/form/text-field';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** Every ISO 4217 currency the browser knows, e.g. 'USD'. */
const currencies = Intl.supportedValuesOf('currency');
const nameOf = (code: string) => currencyNames.of(code) ?? code;

type Props = {
  name: string;
  /** 'Currency' unless the form has several, e.g. 'Fee 2 currency'. */
  label?: string;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string | undefined;
};

/** A currency by its ISO code, searchable by code or name ('yen' finds JPY). */
export function CurrencyField({ name, label = 'Currency', value, onChange, onBlur, inputRef, error }: Props) {
  return (
    <Autocomplete
      options={currencies}
      value={value || null}
      onChange={(_event, code) => onChange(code ?? '')}
      onBlur={onBlur}
      getOptionLabel={(code) => `${code} – ${nameOf(code)}`}
      filterOptions={(options, { inputValue }) => {
        const query = inputValue.trim().toLowerCase();
        return options.filter((code) => `${code} ${nameOf(code)}`.toLowerCase().includes(query));
      }}
      noOptionsText="No currency matches"
      autoHighlight
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            input: InputProps,
            htmlInput: { ...inputProps, 'aria-required': true },
            inputLabel: InputLabelProps,
          }}
        />
      )}
    />
  );
}

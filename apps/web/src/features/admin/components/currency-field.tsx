import { useLingui } from '@lingui/react/macro';
import { Autocomplete } from '@mui/material';
import { useMemo } from 'react';
import type { Ref } from 'react';
import { TextField } from '../../../components/form/text-field';

/** Every ISO 4217 currency the browser knows, e.g. 'USD'. */
const currencies = Intl.supportedValuesOf('currency');

/** A currency's name in the page's language ('US Dollar'), its code when the browser has none. */
const currencyNamer = (language: string) => {
  // The made-up test language reads English names.
  const names = new Intl.DisplayNames([language === 'pseudo' ? 'en' : language], { type: 'currency' });
  return (code: string) => names.of(code) ?? code;
};

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
export function CurrencyField({ name, label, value, onChange, onBlur, inputRef, error }: Props) {
  const { t, i18n } = useLingui();
  const nameOf = useMemo(() => currencyNamer(i18n.locale), [i18n.locale]);
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
      noOptionsText={t`No currency matches`}
      autoHighlight
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label ?? t`Currency`}
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

import { Autocomplete, Box, TextField } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import type { Ref } from 'react';
import { CountryName } from '../../../components/visa/country-name';
import { filterCountries } from './filter-countries';

type Props = {
  label: string;
  name: string;
  countries: CountryView[];
  /** The chosen ISO code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  isLoading: boolean;
  error?: string | undefined;
} & CountryPickerOptions;

/** How a country field looks and reads, beyond its value. */
export type CountryPickerOptions = {
  /** False for an optional country (e.g. a filter): assistive technology then reads it as optional. */
  isRequired?: boolean;
  size?: 'small' | 'medium';
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** Marks the label with the required asterisk, as in forms whose other required fields show it. */
  hasAsterisk?: boolean;
  /** Shown while no country is chosen, e.g. 'All destinations' in a filter (the label then stays above). */
  placeholder?: string;
};

/** A searchable country field showing flag and name; typing matches names without accents or ISO codes. */
export function CountryPicker({
  label,
  name,
  countries,
  value,
  onChange,
  onBlur,
  inputRef,
  isLoading,
  error,
  isRequired = true,
  size,
  helperText,
  hasAsterisk,
  placeholder,
}: Props) {
  const selected = countries.find((country) => country.code === value) ?? null;
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      onBlur={onBlur}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      filterOptions={filterCountries}
      loading={isLoading}
      loadingText="Loading countries..."
      noOptionsText="No country matches"
      autoHighlight
      size={size}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props}>
          <CountryName country={country} />
        </Box>
      )}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={hasAsterisk}
          placeholder={placeholder}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...InputProps,
              startAdornment: selected ? (
                <Box component="span" aria-hidden="true" sx={{ pl: 0.5, fontSize: '1.25rem', lineHeight: 1 }}>
                  {selected.flag}
                </Box>
              ) : undefined,
            },
            htmlInput: { ...inputProps, 'aria-required': isRequired },
            inputLabel: placeholder ? { ...InputLabelProps, shrink: true } : InputLabelProps,
          }}
        />
      )}
    />
  );
}

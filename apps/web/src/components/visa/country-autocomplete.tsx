import { Autocomplete, Box } from '@mui/material';
import { useState } from 'react';
import { CountryName } from './country-name';
import { filterCountries } from './filter-countries';
import { TextField } from '../form/text-field';
import { CountryFlagAdornment, type CountryPickerProps } from './country-picker';

/**
 * A searchable country field showing flag and name; typing matches codes, names without accents and
 * the names people use ("usa", "holland"), best match first. Loaded by `CountryPicker` after the page starts.
 */
export function CountryAutocomplete({
  label,
  name,
  countries,
  value,
  onChange,
  onBlur,
  inputRef,
  isLoading,
  isRequired = false,
  hasAsterisk = false,
  error,
  helperText,
  size,
  placeholder,
  autoFocus,
}: CountryPickerProps & { autoFocus?: boolean }) {
  const selected = countries.find((country) => country.code === value) ?? null;
  // The chosen country's flag stays only while its name is in the box, not beside other typed text.
  const [typed, setTyped] = useState<string | null>(null);
  const isShowingSelected = selected !== null && (typed === null || typed === selected.name);
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      onBlur={onBlur}
      onInputChange={(_event, text) => setTyped(text)}
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
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...InputProps,
              startAdornment: isShowingSelected ? (
                <CountryFlagAdornment flag={selected?.flag ?? ''} />
              ) : undefined,
            },
            htmlInput: { ...inputProps, 'aria-required': isRequired || hasAsterisk || undefined },
            inputLabel: placeholder ? { ...InputLabelProps, shrink: true } : InputLabelProps,
          }}
        />
      )}
    />
  );
}

import { Autocomplete, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CountryName } from './country-name';
import { filterCountries } from './filter-countries';
import { TextField } from '../form/text-field';
import { CountryFlagAdornment, type CountryPickerProps } from './country-picker';

/**
 * A searchable country field showing flag and name; typing matches codes, names without accents and
 * the names people use ("usa", "holland"), best match first. Loaded by `CountryPicker` after the page starts;
 * `typed` is what was typed into the field it replaces, shown with its matches.
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
  typed: handedOver = null,
}: CountryPickerProps & { autoFocus?: boolean; typed?: string | null }) {
  const selected = countries.find((country) => country.code === value) ?? null;
  const [typed, setTyped] = useState(handedOver);
  const [isOpen, setOpen] = useState(Boolean(handedOver));
  // The Autocomplete sets its text to the chosen country's name as it mounts, which would drop handed-over text.
  const isMounting = useRef(true);
  useEffect(() => {
    isMounting.current = false;
    return () => {
      isMounting.current = true;
    };
  }, []);
  // The chosen country's flag stays only while its name is in the box, not beside other typed text.
  const text = typed ?? selected?.name ?? '';
  const isShowingSelected = selected !== null && text === selected.name;
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_event, country) => onChange(country?.code ?? '')}
      onBlur={onBlur}
      inputValue={text}
      onInputChange={(_event, newText, reason) => {
        if (!(reason === 'reset' && isMounting.current)) setTyped(newText);
      }}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
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

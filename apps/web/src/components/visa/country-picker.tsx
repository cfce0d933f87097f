import { Autocomplete, Box, TextField } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import { useState, type Ref } from 'react';
import { CountryName } from './country-name';
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
  isRequired?: boolean;
  /** Marks the field required with the visual asterisk too, as the wizard does for what submission needs. */
  isMarkedRequired?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
};

/**
 * A searchable country field showing flag and name; typing matches codes, names without accents and
 * the names people use ("usa", "holland"), best match first.
 */
export function CountryPicker({
  label,
  name,
  countries,
  value,
  onChange,
  onBlur,
  inputRef,
  isLoading,
  isRequired = false,
  isMarkedRequired = false,
  error,
  helperText,
  size,
}: Props) {
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
          required={isMarkedRequired}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            input: {
              ...InputProps,
              startAdornment: isShowingSelected ? (
                <Box component="span" aria-hidden="true" sx={{ pl: 0.5, fontSize: '1.25rem', lineHeight: 1 }}>
                  {selected?.flag}
                </Box>
              ) : undefined,
            },
            htmlInput: { ...inputProps, 'aria-required': isRequired || isMarkedRequired || undefined },
            inputLabel: InputLabelProps,
          }}
        />
      )}
    />
  );
}

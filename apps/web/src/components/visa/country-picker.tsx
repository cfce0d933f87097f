import { Autocomplete, Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import { useState, type Ref } from 'react';
import { CountryName } from './country-name';
import { filterCountries } from './filter-countries';
import { TextField } from '../form/text-field';

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
  /** Read as required by assistive technology; optional (a filter, a nationality left blank) by default. */
  isRequired?: boolean;
  /** Marks the label with the required asterisk too, as in forms whose other required fields show it. */
  hasAsterisk?: boolean;
  size?: 'small' | 'medium';
  /** Shown under the field while it has no error. */
  helperText?: string | undefined;
  /** Shown while no country is chosen, e.g. 'All destinations' in a filter (the label then stays above). */
  placeholder?: string;
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
  hasAsterisk = false,
  error,
  helperText,
  size,
  placeholder,
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
          required={hasAsterisk}
          placeholder={placeholder}
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
            htmlInput: { ...inputProps, 'aria-required': isRequired || hasAsterisk || undefined },
            inputLabel: placeholder ? { ...InputLabelProps, shrink: true } : InputLabelProps,
          }}
        />
      )}
    />
  );
}

import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import { startTransition, useEffect, useState, type Ref } from 'react';
import { TextField } from '../form/text-field';
import type * as searchModule from './country-autocomplete';

export type CountryPickerProps = {
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

/** The chosen country's flag at the start of the field. */
export function CountryFlagAdornment({ flag }: { flag: string }) {
  return (
    <Box component="span" aria-hidden="true" sx={{ pl: 0.5, fontSize: '1.25rem', lineHeight: 1 }}>
      {flag}
    </Box>
  );
}

let search: typeof searchModule | undefined;
const loadSearch = async () => (search ??= await import('./country-autocomplete'));

/**
 * A country field: the searchable list (MUI's Autocomplete, its popup and the country search, about 25 kB)
 * loads once the page has started, not with it. Until then, as the server draws it, the field shows the
 * same label, country and message, read-only; focus moves into the searchable field when it arrives.
 */
export function CountryPicker(props: CountryPickerProps) {
  const [loaded, setLoaded] = useState(search);
  const [isStandInFocused, setStandInFocused] = useState(false);
  useEffect(() => {
    // In a transition: React draws the searchable field in slices, keeping the page responsive meanwhile.
    if (!loaded) void loadSearch().then((module) => startTransition(() => setLoaded(module)));
  }, [loaded]);
  if (loaded) return <loaded.CountryAutocomplete {...props} autoFocus={isStandInFocused} />;
  return <CountryFieldStandIn {...props} onFocusChange={setStandInFocused} />;
}

function CountryFieldStandIn({
  onFocusChange,
  ...props
}: CountryPickerProps & { onFocusChange: (isFocused: boolean) => void }) {
  const { countries, value, error, placeholder } = props;
  const isRequired = Boolean(props.isRequired) || Boolean(props.hasAsterisk);
  const selected = countries.find((country) => country.code === value);
  return (
    <TextField
      label={props.label}
      name={props.name}
      value={selected?.name ?? ''}
      required={props.hasAsterisk}
      placeholder={placeholder}
      size={props.size}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      slotProps={{
        input: {
          readOnly: true,
          startAdornment: selected ? <CountryFlagAdornment flag={selected.flag} /> : undefined,
          endAdornment: (
            // Where the searchable field's open button draws its arrow (placed as an end InputAdornment).
            <Box component="span" sx={{ display: 'flex', ml: 1, mr: '-5px', color: 'action.active' }}>
              <ArrowDropDownIcon />
            </Box>
          ),
        },
        htmlInput: { 'aria-required': isRequired || undefined },
        ...(placeholder && { inputLabel: { shrink: true } }),
      }}
    />
  );
}

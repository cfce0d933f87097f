import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Box } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CountryName } from '../visa/country-name';
import { filterCountries } from '../visa/filter-countries';
import { TextField } from './text-field';
import { CountryFlagAdornment, type CountryPickerProps, type HandOver } from './country-picker-parts';

/**
 * A searchable country field showing flag and name; typing matches codes, names without accents and
 * the names people use ("usa", "holland"), best match first. Loaded by `CountryPicker` after the page starts;
 * it takes over from the plain field it replaces what was typed there (shown with its matches) and, with the
 * focus, the selection, so typing over selected text goes on replacing it.
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
  handOver,
}: CountryPickerProps & { autoFocus?: boolean; handOver?: HandOver }) {
  const { t } = useLingui();
  const selected = countries.find((country) => country.code === value) ?? null;
  const [typed, setTyped] = useState(handOver?.typed ?? null);
  const [isOpen, setOpen] = useState(Boolean(handOver?.typed));
  const input = useRef<HTMLInputElement>(null);
  const ownInputRef = useForkRef(inputRef, input);
  // Only the stand-in this field mounted in place of, and only when the focus came from it.
  const [focusedStandIn] = useState(() => (autoFocus ? handOver?.standIn : undefined));
  useLayoutEffect(() => {
    const standIn = focusedStandIn?.current;
    if (!standIn || !input.current) return;
    const { selectionStart, selectionEnd, selectionDirection } = standIn;
    if (selectionStart !== null && selectionEnd !== null)
      input.current.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }, [focusedStandIn]);
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
      loadingText={t`Loading countries...`}
      noOptionsText={t`No country matches`}
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
          inputRef={ownInputRef}
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

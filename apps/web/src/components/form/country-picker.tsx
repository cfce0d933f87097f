import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { startTransition, useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { TextField } from './text-field';
import type * as searchModule from './country-autocomplete';
import { CountryFlagAdornment, type CountryPickerProps } from './country-picker-parts';

let search: typeof searchModule | undefined;
const loadSearch = async () => (search ??= await import('./country-autocomplete'));

/** Text typed into the stand-in field, and the chosen country it was typed over. */
type Typed = { text: string; over: string };

/**
 * A country field: the searchable list (MUI's Autocomplete, its popup and the country search, about 25 kB)
 * downloads once the page has started, not with it. Until the visitor turns to the field, it is drawn as the
 * server draws it: a plain text box with the same label, country and message, cheaper for the browser to take
 * over than the searchable one. Focus turns it into the searchable field, which takes over what was typed
 * meanwhile and the focus. A field drawn once the search is in memory is the searchable one at once.
 */
export function CountryPicker(props: CountryPickerProps) {
  const [loaded, setLoaded] = useState(search);
  const [typed, setTyped] = useState<Typed | null>(null);
  const [isStandInFocused, setStandInFocused] = useState(false);
  // The stand-in's input, kept once it is gone: the searchable field reads its selection as it replaces it.
  const standIn = useRef<HTMLInputElement>(null);
  const keepStandIn = useCallback((input: HTMLInputElement | null) => {
    if (input) standIn.current = input;
  }, []);
  useEffect(() => {
    if (!loaded) void loadSearch();
  }, [loaded]);
  // Text typed over another country than the one now chosen (a quick pick, a reset) is dropped.
  const typedText = typed?.over === props.value ? typed.text : null;
  if (loaded) {
    const handOver = { typed: typedText, standIn };
    return <loaded.CountryAutocomplete {...props} handOver={handOver} autoFocus={isStandInFocused} />;
  }
  const turnSearchable = () =>
    // In a transition: React draws the searchable field in slices, and typing goes on meanwhile.
    void loadSearch().then((module) => startTransition(() => setLoaded(module)));
  return (
    <CountryFieldStandIn
      {...props}
      standIn={keepStandIn}
      typed={typedText}
      onType={(text) => setTyped({ text, over: props.value })}
      onFocusChange={(isFocused) => {
        setStandInFocused(isFocused);
        if (isFocused) turnSearchable();
        // Left without a choice, the field shows the chosen country again, as the search does.
        else setTyped(null);
      }}
    />
  );
}

type StandInProps = CountryPickerProps & {
  standIn: RefCallback<HTMLInputElement>;
  typed: string | null;
  onType: (text: string) => void;
  onFocusChange: (isFocused: boolean) => void;
};

function CountryFieldStandIn({ standIn, typed, onType, onFocusChange, ...props }: StandInProps) {
  const { countries, value, error, placeholder } = props;
  const inputRef = useForkRef(props.inputRef, standIn);
  const isRequired = Boolean(props.isRequired) || Boolean(props.hasAsterisk);
  const selected = countries.find((country) => country.code === value);
  const text = typed ?? selected?.name ?? '';
  return (
    <TextField
      label={props.label}
      name={props.name}
      value={text}
      required={props.hasAsterisk}
      placeholder={placeholder}
      size={props.size}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
      inputRef={inputRef}
      onChange={(event) => onType(event.target.value)}
      onFocus={() => onFocusChange(true)}
      onBlur={() => {
        onFocusChange(false);
        props.onBlur?.();
      }}
      slotProps={{
        input: {
          startAdornment:
            selected && text === selected.name ? <CountryFlagAdornment flag={selected.flag} /> : undefined,
          endAdornment: (
            // Where the searchable field's open button draws its arrow (placed as an end InputAdornment).
            <Box component="span" sx={{ display: 'flex', ml: 1, mr: '-5px', color: 'action.active' }}>
              <ArrowDropDownIcon />
            </Box>
          ),
        },
        htmlInput: {
          // What the searchable field is, so it reads the same before and after it turns into it.
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          'aria-required': isRequired || undefined,
        },
        ...(placeholder && { inputLabel: { shrink: true } }),
      }}
    />
  );
}

import { Box } from '@mui/material';
import type { CountryView } from '@visabridge/contract';
import type { Ref, RefObject } from 'react';

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

/** What the searchable field takes over from the stand-in it replaces. */
export type HandOver = {
  /** What was typed into the stand-in; null when nothing was (it showed the chosen country). */
  typed: string | null;
  /** The stand-in's input, whose selection (or caret) the searchable field takes with the focus. */
  standIn: RefObject<HTMLInputElement | null>;
};

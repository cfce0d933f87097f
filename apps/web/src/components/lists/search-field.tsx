import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { useEffect, useState } from 'react';
import { TextField } from '../form/text-field';

const debounceMs = 400;

type Props = {
  label: string;
  placeholder: string;
  value: string;
  /** Called with the trimmed text once typing pauses; keep it stable (useCallback) so typing is not cut short. */
  onChange: (value: string) => void;
};

/** A search box whose list follows what is typed once typing pauses. */
export function SearchField({ label, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL changed (back button, cleared filters): show its value unless the box already says it.
  if (value !== applied) {
    setApplied(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onChange(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 100 },
      }}
    />
  );
}

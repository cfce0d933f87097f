import { MenuItem } from '@mui/material';
import { SelectField } from '../form/select-field';

export type Option = { value: string; label: string };

type Props = {
  label: string;
  /** The first choice, meaning no filter, e.g. 'All roles'. */
  allLabel: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
};

/** A list filter: one of `options`, or all. */
export function FilterSelect({ label, allLabel, options, value, onChange }: Props) {
  return (
    <SelectField
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </SelectField>
  );
}

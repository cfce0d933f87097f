import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';

export type SelectFieldProps = Omit<TextFieldProps, 'select'>;

/** A choice from a list (its options are `MenuItem` children): MUI's TextField in its `select` mode. */
export function SelectField(props: SelectFieldProps) {
  return <TextField select {...props} />;
}

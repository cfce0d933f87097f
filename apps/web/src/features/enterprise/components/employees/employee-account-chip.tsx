import { Chip } from '@mui/material';
import { employeeAccountStateLabels, type EmployeeAccountState } from '@visabridge/contract';

const colours = { none: 'default', invited: 'info', linked: 'success' } as const;

/** Where the company's invitation stands: Not invited, Invited (a link waits) or Accepted (linked). */
export function EmployeeAccountChip({ state }: { state: EmployeeAccountState }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={colours[state]}
      label={employeeAccountStateLabels[state]}
      sx={{ mt: 0.5 }}
    />
  );
}

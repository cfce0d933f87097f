import type { EmployeeAccountState } from '@visabridge/contract';
import { ValueChip } from '../../../../components/value-chip';
import { employeeAccountStateNames } from '../corporate-names';

const colours = { none: 'default', invited: 'info', linked: 'success' } as const;

/** Where the company's invitation stands: Not invited, Invited (a link waits) or Accepted (linked). */
export function EmployeeAccountChip({ state }: { state: EmployeeAccountState }) {
  return <ValueChip value={state} names={employeeAccountStateNames} colors={colours} sx={{ mt: 0.5 }} />;
}

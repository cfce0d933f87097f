import { MenuItem, TextField } from '@mui/material';
import { applicationStatuses } from '@visabridge/contract';
import type { ApplicationStatus } from '@visabridge/contract';
import { statusLabel } from './status-chip';

// The spec's order: all, pending, in_review, approved, rejected, draft.
const options = [
  'pending',
  'in_review',
  'approved',
  'rejected',
  'draft',
] as const satisfies readonly ApplicationStatus[];

type Props = { value: ApplicationStatus | ''; onChange: (status: ApplicationStatus | '') => void };

export function ApplicationsStatusFilter({ value, onChange }: Props) {
  return (
    <TextField
      select
      label="Status"
      value={value || 'all'}
      onChange={(event) =>
        onChange(applicationStatuses.find((status) => status === event.target.value) ?? '')
      }
      size="small"
    >
      <MenuItem value="all">All statuses</MenuItem>
      {options.map((status) => (
        <MenuItem key={status} value={status}>
          {statusLabel(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}

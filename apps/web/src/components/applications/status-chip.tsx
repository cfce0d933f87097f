import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import { statusLabel, type ApplicationStatus } from '@visabridge/contract';

const colors: Record<ApplicationStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  in_review: 'info',
  approved: 'success',
  rejected: 'error',
};

type Props = {
  status: ApplicationStatus;
  size?: ChipProps['size'];
  /** A screen's own colour rule for some statuses (the corporate tab shows all undecided ones amber). */
  palette?: Partial<Record<ApplicationStatus, ChipProps['color']>>;
};

export function StatusChip({ status, size = 'small', palette }: Props) {
  return (
    // A span, so the chip can sit inside a line of text.
    <Chip
      component="span"
      color={palette?.[status] ?? colors[status]}
      label={statusLabel(status)}
      size={size}
      sx={{ fontWeight: 600, letterSpacing: 0.3 }}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import type { ApplicationStatus } from '@visabridge/contract';
import { applicationStatusNames } from './application-status-names';

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
  const { t } = useLingui();
  return (
    // A span, so the chip can sit inside a line of text.
    <Chip
      component="span"
      color={palette?.[status] ?? colors[status]}
      label={t(applicationStatusNames[status])}
      size={size}
      sx={{ fontWeight: 600, letterSpacing: 0.3 }}
    />
  );
}

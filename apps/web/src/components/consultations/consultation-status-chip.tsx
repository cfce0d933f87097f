import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import type { ConsultationStatus } from '@visabridge/contract';

const looks: Record<ConsultationStatus, { label: string; color: ChipProps['color'] }> = {
  requested: { label: 'Awaiting confirmation', color: 'warning' },
  scheduled: { label: 'Confirmed', color: 'success' },
  completed: { label: 'Completed', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export const consultationStatusOptions = Object.entries(looks).map(([value, { label }]) => ({
  value,
  label,
}));

/** A consultation's status in words: awaiting confirmation, confirmed, completed or cancelled. */
export function ConsultationStatusChip({ status }: { status: ConsultationStatus }) {
  const { label, color } = looks[status];
  return <Chip component="span" size="small" variant="outlined" color={color} label={label} />;
}

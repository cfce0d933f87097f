import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import type { StaffApplicationView } from '@visabridge/contract';

type Priority = StaffApplicationView['priority'];

const colors: Record<Priority, ChipProps['color']> = { urgent: 'error', normal: 'warning', low: 'info' };

export const priorityOptions = (['urgent', 'normal', 'low'] as const).map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** Urgent red, normal amber, low blue (the spec's priority colours). */
export function PriorityChip({ priority }: { priority: Priority }) {
  const label = priorityOptions.find((option) => option.value === priority)?.label ?? priority;
  return <Chip size="small" variant="outlined" color={colors[priority]} label={label} />;
}

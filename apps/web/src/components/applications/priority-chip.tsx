import type { ChipProps } from '@mui/material';
import { ValueChip } from '../value-chip';
import { priorityNames, type Priority } from './priority-names';

// Applications are urgent, normal or low; tasks high, medium or low: the same three levels of attention.
const colors: Record<Priority, ChipProps['color']> = {
  urgent: 'error',
  high: 'error',
  normal: 'warning',
  medium: 'warning',
  low: 'info',
};

/** An application's or a task's priority: red when urgent, amber when normal, blue when low. */
export function PriorityChip({ priority }: { priority: Priority }) {
  return <ValueChip value={priority} names={priorityNames} colors={colors} />;
}

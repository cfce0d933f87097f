import { Chip } from '@mui/material';
import type { ChipProps } from '@mui/material';
import type { AgentApplicationView, TaskView } from '@visabridge/contract';

type Priority = AgentApplicationView['priority'] | TaskView['priority'];

// Applications are urgent, normal or low; tasks high, medium or low: the same three levels of attention.
const colors: Record<Priority, ChipProps['color']> = {
  urgent: 'error',
  high: 'error',
  normal: 'warning',
  medium: 'warning',
  low: 'info',
};

/** 'urgent' → 'Urgent'. */
export const priorityLabel = (priority: Priority) =>
  `${priority.charAt(0).toUpperCase()}${priority.slice(1)}`;

/** An application's or a task's priority: red when urgent, amber when normal, blue when low. */
export function PriorityChip({ priority }: { priority: Priority }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={colors[priority]}
      label={priorityLabel(priority)}
    />
  );
}

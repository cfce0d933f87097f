import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentApplicationView, TaskView } from '@visabridge/contract';

export type Priority = AgentApplicationView['priority'] | TaskView['priority'];

/**
 * Each priority by the name its chip, menus and lists give it: an application's (urgent, normal, low) or a
 * task's (high, medium, low), the same three levels of attention.
 */
export const priorityNames: Record<Priority, MessageDescriptor> = {
  urgent: msg({ message: 'Urgent', comment: 'priority of an application' }),
  high: msg({ message: 'High', comment: 'priority of a task' }),
  normal: msg({ message: 'Normal', comment: 'priority of an application' }),
  medium: msg({ message: 'Medium', comment: 'priority of a task' }),
  low: msg({ message: 'Low', comment: 'priority of an application or a task' }),
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type AgentMessage =
  'loadFailed' | 'sendFailed' | 'sendError' | 'messageSent' | 'taskCompleted' | 'taskCreated' | 'taskFailed';

/** What the agent dashboard says (spec section 8); render them with `t(…)`. */
export const agentMessages: Record<AgentMessage, MessageDescriptor> = {
  loadFailed: msg`Failed to load agent dashboard data`,
  sendFailed: msg`Failed to send message`,
  sendError: msg`Error sending message to client`,
  messageSent: msg`Message sent to client successfully`,
  taskCompleted: msg`Task marked as completed`,
  taskCreated: msg`Task created`,
  taskFailed: msg`Failed to save the task`,
};

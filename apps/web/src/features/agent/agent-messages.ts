/** What the agent dashboard says (spec section 8). */
export const agentMessages = {
  loadFailed: 'Failed to load agent dashboard data',
  sendFailed: 'Failed to send message',
  sendError: 'Error sending message to client',
  messageSent: 'Message sent to client successfully',
  taskCompleted: 'Task marked as completed',
  taskCreated: 'Task created',
  taskFailed: 'Failed to save the task',
} as const;

import type { StaffApplicationListItem } from '@visabridge/contract';
import { formatDate, formatTimeAgo } from '../../../lib/format';

/** When the agent last wrote to the client, or that they never have. */
export const lastContactText = (application: StaffApplicationListItem) =>
  application.lastContact ? formatTimeAgo(application.lastContact) : 'Not contacted yet';

export const assignedText = (application: StaffApplicationListItem) =>
  application.assignedAt ? formatDate(application.assignedAt, 'short') : '—';

/** Checklist items with a file, out of those required: '3/5'. */
export const documentsCovered = (uploaded: number, required: number) => `${uploaded}/${required}`;

/** The documents asked for and not yet uploaded, or null when there are none. */
export const openRequestsText = (application: StaffApplicationListItem) => {
  const count = application.openRequests;
  if (count === 0) return null;
  return count === 1 ? '1 open request' : `${count} open requests`;
};

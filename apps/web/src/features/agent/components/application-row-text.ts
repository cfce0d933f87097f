import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { StaffApplicationListItem } from '@visabridge/contract';
import { formatDate, formatNumber, formatTimeAgo } from '../../../lib/format';

/** When the agent last wrote to the client, or that they never have. */
export const lastContactText = (i18n: I18n, application: StaffApplicationListItem) =>
  application.lastContact
    ? formatTimeAgo(application.lastContact, i18n.locale)
    : i18n._(msg({ message: 'Not contacted yet', comment: 'the agent has not written to the client yet' }));

export const assignedText = (application: StaffApplicationListItem) =>
  application.assignedAt ? formatDate(application.assignedAt, 'short') : '—';

/** Checklist items with a file, out of those required: '3/5'. */
export const documentsCovered = (uploaded: number, required: number) => `${uploaded}/${required}`;

/** The documents asked for and not yet uploaded, or null when there are none. */
export const openRequestsText = (i18n: I18n, application: StaffApplicationListItem) => {
  const count = application.openRequests;
  if (count === 0) return null;
  const requestCount = formatNumber(count);
  return i18n._(
    msg({
      message: plural(count, { one: `${requestCount} open request`, other: `${requestCount} open requests` }),
      comment: 'documents the agent asked the applicant for, not uploaded yet',
    }),
  );
};

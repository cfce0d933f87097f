import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { applicationStatuses, roles, statusLabel } from '@visabridge/contract';
import type { AuditAction, AuditEventView } from '@visabridge/contract';
import { applicationStatusNames } from '../../../../components/applications/application-status-names';
import { describePolicyChange } from './policy-audit-details';
import { roleLabels } from '../role-labels';

/** Each action by its name in the log and its filter; render it with `t(…)`. */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> = {
  'user.created': msg`User created`,
  'user.status_changed': msg`User status changed`,
  'user.role_changed': msg`Role changed`,
  'user.company_changed': msg`Company changed`,
  'user.deleted': msg`Account deleted`,
  'application.status_changed': msg`Application status changed`,
  'application.assigned': msg`Agent assigned`,
  'document.analysis_overridden': msg`Document check overridden`,
  'payment.refunded': msg`Payment refunded`,
  'policy.created': msg`Visa policy created`,
  'policy.updated': msg`Visa policy updated`,
  'policy.deleted': msg`Visa policy deleted`,
  'entry_rule.created': msg`Entry rule created`,
  'entry_rule.updated': msg`Entry rule updated`,
  'entry_rule.deleted': msg`Entry rule deleted`,
  'entry_conditions.created': msg`Entry conditions created`,
  'entry_conditions.updated': msg`Entry conditions updated`,
  'entry_conditions.deleted': msg`Entry conditions deleted`,
  'contact.replied': msg`Contact message answered`,
  'contact.handled': msg`Contact message handled`,
  'contact.reopened': msg`Contact message reopened`,
  'content.updated': msg`Page edited`,
};

/** An account's status before and after it changed. */
const userStatusNames: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', comment: 'status of an account: it can sign in' }),
  inactive: msg({ message: 'Inactive', comment: 'status of an account: deactivated by an admin' }),
};

/** 'Version 1 → 2', the title when it changed, and the text's length before and after. */
const describeContentChange = (i18n: I18n, details: AuditEventView['details']) => {
  const change = (key: string) => (details[key] ?? {}) as { from?: unknown; to?: unknown };
  const { version, title, characters } = {
    version: change('version'),
    title: change('title'),
    characters: change('characters'),
  };
  const [fromVersion, toVersion] = [text(version.from), text(version.to)];
  const lines = [
    i18n._(
      msg({
        message: `Version ${fromVersion} → ${toVersion}`,
        comment: "a page's version before and after an edit",
      }),
    ),
  ];
  if (title.from !== title.to) {
    const [fromTitle, toTitle] = [text(title.from), text(title.to)];
    lines.push(
      i18n._(
        msg({
          message: `Title: ${fromTitle} → ${toTitle}`,
          comment: "a page's title before and after an edit",
        }),
      ),
    );
  }
  const [fromLength, toLength] = [text(characters.from), text(characters.to)];
  lines.push(
    i18n._(
      msg({
        message: `Text: ${fromLength} → ${toLength} characters`,
        comment: "the length of a page's text before and after an edit",
      }),
    ),
  );
  return lines;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A stored value as people read it: statuses and roles by their names, a missing one as 'none'. */
const readable = (i18n: I18n, action: AuditAction, value: unknown) => {
  const raw = text(value);
  if (!raw) return i18n._(msg({ message: 'none', comment: 'audit log: the value was empty' }));
  if (action === 'application.status_changed') {
    const status = applicationStatuses.find((item) => item === raw);
    return status ? i18n._(applicationStatusNames[status]) : statusLabel(raw);
  }
  const userStatus = action === 'user.status_changed' ? userStatusNames[raw] : undefined;
  if (userStatus) return i18n._(userStatus);
  const role = roles.find((item) => item === raw);
  if (role) return i18n._(roleLabels[role]);
  return raw.charAt(0).toUpperCase() + raw.slice(1);
};

/** The keys a line is written for, each with its line; ids are left out, their names are shown instead. */
const labelled: [key: string, line: (value: string) => MessageDescriptor][] = [
  ['documentType', (documentType) => msg`Document: ${documentType}`],
  ['note', (note) => msg`Note: ${note}`],
  ['reason', (reason) => msg`Reason: ${reason}`],
  ['rejectionReason', (reason) => msg`Reason: ${reason}`],
  ['toAgentName', (agentName) => msg`Agent: ${agentName}`],
  ['role', (role) => msg`Role: ${role}`],
  ['companyName', (companyName) => msg`Company: ${companyName}`],
];

/** An event's details as short lines, e.g. 'PENDING → IN REVIEW', 'Note: documents complete'. */
export const describeDetails = (
  i18n: I18n,
  { action, details }: Pick<AuditEventView, 'action' | 'details'>,
) => {
  if (action.startsWith('policy.')) return describePolicyChange(i18n, details);
  if (action === 'content.updated') return describeContentChange(i18n, details);
  const lines: string[] = [];
  if ('from' in details || 'to' in details) {
    const [before, after] = [readable(i18n, action, details.from), readable(i18n, action, details.to)];
    lines.push(
      i18n._(
        msg({ message: `${before} → ${after}`, comment: 'audit log: a value before and after a change' }),
      ),
    );
  }
  for (const [key, line] of labelled) {
    const value = text(details[key]);
    if (value) lines.push(i18n._(line(key === 'role' ? readable(i18n, action, value) : value)));
  }
  return lines;
};

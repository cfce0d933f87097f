import { roles, statusLabel } from '@visabridge/contract';
import type { AuditAction, AuditEventView } from '@visabridge/contract';
import { describePolicyChange } from './policy-audit-details';
import { roleLabels } from '../role-labels';

export const auditActionLabels: Record<AuditAction, string> = {
  'user.created': 'User created',
  'user.status_changed': 'User status changed',
  'user.role_changed': 'Role changed',
  'user.company_changed': 'Company changed',
  'user.deleted': 'Account deleted',
  'application.status_changed': 'Application status changed',
  'application.assigned': 'Agent assigned',
  'document.analysis_overridden': 'Document check overridden',
  'payment.refunded': 'Payment refunded',
  'policy.created': 'Visa policy created',
  'policy.updated': 'Visa policy updated',
  'policy.deleted': 'Visa policy deleted',
  'entry_rule.created': 'Entry rule created',
  'entry_rule.updated': 'Entry rule updated',
  'entry_rule.deleted': 'Entry rule deleted',
  'entry_conditions.created': 'Entry conditions created',
  'entry_conditions.updated': 'Entry conditions updated',
  'entry_conditions.deleted': 'Entry conditions deleted',
  'contact.replied': 'Contact message answered',
  'contact.handled': 'Contact message handled',
  'contact.reopened': 'Contact message reopened',
  'content.updated': 'Page edited',
};

/** 'Version 1 → 2', the title when it changed, and the text's length before and after. */
const describeContentChange = (details: AuditEventView['details']) => {
  const change = (key: string) => (details[key] ?? {}) as { from?: unknown; to?: unknown };
  const { version, title, characters } = {
    version: change('version'),
    title: change('title'),
    characters: change('characters'),
  };
  const lines = [`Version ${text(version.from)} → ${text(version.to)}`];
  if (title.from !== title.to) lines.push(`Title: ${text(title.from)} → ${text(title.to)}`);
  lines.push(`Text: ${text(characters.from)} → ${text(characters.to)} characters`);
  return lines;
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A stored value as people read it: statuses and roles by their labels, a missing one as 'none'. */
const readable = (action: AuditAction, value: unknown) => {
  const raw = text(value);
  if (!raw) return 'none';
  if (action === 'application.status_changed') return statusLabel(raw);
  const role = roles.find((item) => item === raw);
  if (role) return roleLabels[role];
  return raw.charAt(0).toUpperCase() + raw.slice(1);
};

/** The keys a line is written for; ids are left out, their names are shown instead. */
const labelled: [key: string, label: string][] = [
  ['documentType', 'Document'],
  ['note', 'Note'],
  ['reason', 'Reason'],
  ['rejectionReason', 'Reason'],
  ['toAgentName', 'Agent'],
  ['role', 'Role'],
  ['companyName', 'Company'],
];

/** An event's details as short lines, e.g. 'PENDING → IN REVIEW', 'Note: documents complete'. */
export const describeDetails = ({ action, details }: Pick<AuditEventView, 'action' | 'details'>) => {
  if (action.startsWith('policy.')) return describePolicyChange(details);
  if (action === 'content.updated') return describeContentChange(details);
  const lines: string[] = [];
  if ('from' in details || 'to' in details)
    lines.push(`${readable(action, details.from)} → ${readable(action, details.to)}`);
  for (const [key, label] of labelled) {
    const value = text(details[key]);
    if (value) lines.push(`${label}: ${key === 'role' ? readable(action, value) : value}`);
  }
  return lines;
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { ApplicationsTab } from './applications/applications-tab';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { InboxTab } from './inbox/inbox-tab';
import { ContentTab } from './content-tab';
import { ConsultationsTab } from './consultations-tab';
import { PaymentsTab } from './payments/payments-tab';
import { SecurityEventsTab } from './security-events-tab';
import { UsersTab } from './users/users-tab';
import { VisaPoliciesTab } from './visa-policies/visa-policies-tab';
import { EntryRulesTab } from './entry-rules/entry-rules-tab';
import { EntryConditionsTab } from './entry-conditions/entry-conditions-tab';
import { SupportChatTab } from './support-chat-tab';

// The charts are large: they load when the Analytics tab is first opened.
const AnalyticsTab = lazy(() =>
  import('./analytics/analytics-tab').then(({ AnalyticsTab }) => ({ default: AnalyticsTab })),
);

/** `label` is rendered with `t(label)`. */
export type AdminTab = { id: string; label: MessageDescriptor; panel: ComponentType };

/** The dashboard's tabs in order; `id` is the value of ?tab= in the URL. */
export const adminTabs: AdminTab[] = [
  { id: 'users', label: msg`User Management`, panel: UsersTab },
  { id: 'applications', label: msg`Applications`, panel: ApplicationsTab },
  { id: 'payments', label: msg`Payments`, panel: PaymentsTab },
  { id: 'policies', label: msg`Visa Policies`, panel: VisaPoliciesTab },
  { id: 'entry-rules', label: msg`Entry Rules`, panel: EntryRulesTab },
  { id: 'entry-conditions', label: msg`Entry Conditions`, panel: EntryConditionsTab },
  { id: 'analytics', label: msg`Analytics`, panel: AnalyticsTab },
  { id: 'audit', label: msg`Audit Log`, panel: AuditLogTab },
  {
    id: 'security',
    label: msg({
      message: 'Security',
      comment: 'admin dashboard tab: sign-in failures and other security events',
    }),
    panel: SecurityEventsTab,
  },
  {
    id: 'inbox',
    label: msg({
      message: 'Inbox',
      comment: 'admin dashboard tab: the messages sent through the contact form',
    }),
    panel: InboxTab,
  },
  {
    id: 'content',
    label: msg({ message: 'Content', comment: 'admin dashboard tab: the editable pages, such as the terms' }),
    panel: ContentTab,
  },
  { id: 'consultations', label: msg`Consultations`, panel: ConsultationsTab },
  { id: 'chat', label: msg`Support chat`, panel: SupportChatTab },
];

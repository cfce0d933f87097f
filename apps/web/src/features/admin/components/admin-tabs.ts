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

export type AdminTab = { id: string; label: string; panel: ComponentType };

/** The dashboard's tabs in order; `id` is the value of ?tab= in the URL. */
export const adminTabs: AdminTab[] = [
  { id: 'users', label: 'User Management', panel: UsersTab },
  { id: 'applications', label: 'Applications', panel: ApplicationsTab },
  { id: 'payments', label: 'Payments', panel: PaymentsTab },
  { id: 'policies', label: 'Visa Policies', panel: VisaPoliciesTab },
  { id: 'entry-rules', label: 'Entry Rules', panel: EntryRulesTab },
  { id: 'entry-conditions', label: 'Entry Conditions', panel: EntryConditionsTab },
  { id: 'analytics', label: 'Analytics', panel: AnalyticsTab },
  { id: 'audit', label: 'Audit Log', panel: AuditLogTab },
  { id: 'security', label: 'Security', panel: SecurityEventsTab },
  { id: 'inbox', label: 'Inbox', panel: InboxTab },
  { id: 'content', label: 'Content', panel: ContentTab },
  { id: 'consultations', label: 'Consultations', panel: ConsultationsTab },
  { id: 'chat', label: 'Support chat', panel: SupportChatTab },
];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { ApplicationsTab } from './applications/applications-tab';
import { EmployeesTab } from './employees/employees-tab';
import { InvoicesTab } from './invoices/invoices-tab';

// The charts are large: they load when the Analytics tab is first opened.
const AnalyticsTab = lazy(() =>
  import('./analytics/analytics-tab').then(({ AnalyticsTab }) => ({ default: AnalyticsTab })),
);

export type UrlTab = { id: string; label: MessageDescriptor; panel: ComponentType };

/** The dashboard's tabs in order; `id` is the value of ?tab= in the URL. */
export const corporateTabs: UrlTab[] = [
  { id: 'employees', label: msg`Employee Management`, panel: EmployeesTab },
  { id: 'applications', label: msg`Visa Applications`, panel: ApplicationsTab },
  { id: 'billing', label: msg`Billing & Invoices`, panel: InvoicesTab },
  { id: 'analytics', label: msg`Analytics`, panel: AnalyticsTab },
];

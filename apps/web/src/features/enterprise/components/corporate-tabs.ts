import { lazy } from 'react';
import type { ComponentType } from 'react';
import { ApplicationsTab } from './applications/applications-tab';
import { EmployeesTab } from './employees/employees-tab';
import { InvoicesTab } from './invoices/invoices-tab';

// The charts are large: they load when the Analytics tab is first opened.
const AnalyticsTab = lazy(() =>
  import('./analytics/analytics-tab').then(({ AnalyticsTab }) => ({ default: AnalyticsTab })),
);

export type UrlTab = { id: string; label: string; panel: ComponentType };

/** The dashboard's tabs in order; `id` is the value of ?tab= in the URL. */
export const corporateTabs: UrlTab[] = [
  { id: 'employees', label: 'Employee Management', panel: EmployeesTab },
  { id: 'applications', label: 'Visa Applications', panel: ApplicationsTab },
  { id: 'billing', label: 'Billing & Invoices', panel: InvoicesTab },
  { id: 'analytics', label: 'Analytics', panel: AnalyticsTab },
];

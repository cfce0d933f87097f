import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dashboardPathByRole } from '@visabridge/contract';
import type { Role, UserView } from '@visabridge/contract';

/**
 * The icon an item shows in the phone menu, by name: the menu, which loads when opened, holds the icons
 * themselves, so a page does not download them before anyone opens it.
 */
export type NavIcon = 'home' | 'visaCheck' | 'dashboard' | 'applications' | 'payments';

export type NavItem = { label: MessageDescriptor; to: string; icon: NavIcon; isExact?: boolean };

type WorkPaths = { applications: string; payments: { label: MessageDescriptor; to: string } | null };

// A company pays monthly invoices, not fees per application: its money page is Billing.
const companyPaths: WorkPaths = {
  applications: '/enterprise/applications',
  payments: { label: msg`Billing`, to: '/enterprise/billing' },
};

/** Where each role works on applications and payments (one page each); agents handle no payments. */
const workPaths: Record<Role, WorkPaths> = {
  general: { applications: '/applications', payments: { label: msg`Payments`, to: '/payment' } },
  corporate: companyPaths,
  enterprise: companyPaths,
  agent: { applications: '/agent/applications', payments: null },
  admin: {
    applications: '/admin/applications',
    payments: { label: msg`Payments`, to: '/admin/payments' },
  },
};

/** Home and Visa Check for everyone; Dashboard, Applications and Payments (or Billing) once signed in. */
export const navItemsFor = (user: UserView | null): NavItem[] => {
  const items: NavItem[] = [
    { label: msg`Home`, to: '/', icon: 'home', isExact: true },
    { label: msg`Visa Check`, to: '/visa-check', icon: 'visaCheck' },
  ];
  if (!user) return items;
  const paths = workPaths[user.role];
  items.push(
    { label: msg`Dashboard`, to: dashboardPathByRole[user.role], icon: 'dashboard' },
    { label: msg`Applications`, to: paths.applications, icon: 'applications' },
  );
  if (paths.payments) items.push({ ...paths.payments, icon: 'payments' });
  return items;
};

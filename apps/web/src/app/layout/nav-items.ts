import { dashboardPathByRole } from '@visabridge/contract';
import type { Role, UserView } from '@visabridge/contract';

/**
 * The icon an item shows in the phone menu, by name: the menu, which loads when opened, holds the icons
 * themselves, so a page does not download them before anyone opens it.
 */
export type NavIcon = 'home' | 'visaCheck' | 'dashboard' | 'applications' | 'payments';

export type NavItem = { label: string; to: string; icon: NavIcon; isExact?: boolean };

type WorkPaths = { applications: string; payments: { label: string; to: string } | null };

// A company pays monthly invoices, not fees per application: its money page is Billing.
const companyPaths: WorkPaths = {
  applications: '/enterprise/applications',
  payments: { label: 'Billing', to: '/enterprise/billing' },
};

/** Where each role works on applications and payments (one page each); agents handle no payments. */
const workPaths: Record<Role, WorkPaths> = {
  general: { applications: '/applications', payments: { label: 'Payments', to: '/payment' } },
  corporate: companyPaths,
  enterprise: companyPaths,
  agent: { applications: '/agent/applications', payments: null },
  admin: {
    applications: '/admin/applications',
    payments: { label: 'Payments', to: '/admin/payments' },
  },
};

/** Home and Visa Check for everyone; Dashboard, Applications and Payments (or Billing) once signed in. */
export const navItemsFor = (user: UserView | null): NavItem[] => {
  const items: NavItem[] = [
    { label: 'Home', to: '/', icon: 'home', isExact: true },
    { label: 'Visa Check', to: '/visa-check', icon: 'visaCheck' },
  ];
  if (!user) return items;
  const paths = workPaths[user.role];
  items.push(
    { label: 'Dashboard', to: dashboardPathByRole[user.role], icon: 'dashboard' },
    { label: 'Applications', to: paths.applications, icon: 'applications' },
  );
  if (paths.payments) items.push({ ...paths.payments, icon: 'payments' });
  return items;
};

import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import PaymentIcon from '@mui/icons-material/Payment';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { SvgIconComponent } from '@mui/icons-material';
import { dashboardPathByRole } from '@visabridge/contract';
import type { Role, UserView } from '@visabridge/contract';

export type NavItem = { label: string; to: string; icon: SvgIconComponent; isExact?: boolean };

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
    { label: 'Home', to: '/', icon: HomeIcon, isExact: true },
    { label: 'Visa Check', to: '/visa-check', icon: TravelExploreIcon },
  ];
  if (!user) return items;
  const paths = workPaths[user.role];
  items.push(
    { label: 'Dashboard', to: dashboardPathByRole[user.role], icon: DashboardIcon },
    { label: 'Applications', to: paths.applications, icon: DescriptionIcon },
  );
  if (paths.payments) items.push({ ...paths.payments, icon: PaymentIcon });
  return items;
};

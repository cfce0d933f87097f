import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HomeIcon from '@mui/icons-material/Home';
import PaymentIcon from '@mui/icons-material/Payment';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { SvgIconComponent } from '@mui/icons-material';
import { dashboardPathByRole } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';

export type NavItem = { label: string; to: string; icon: SvgIconComponent; isExact?: boolean };

/** Home and Visa Check for everyone; Dashboard, Applications and Payments once signed in. */
export const navItemsFor = (user: UserView | null): NavItem[] => [
  { label: 'Home', to: '/', icon: HomeIcon, isExact: true },
  { label: 'Visa Check', to: '/visa-check', icon: TravelExploreIcon },
  ...(user
    ? [
        { label: 'Dashboard', to: dashboardPathByRole[user.role], icon: DashboardIcon },
        { label: 'Applications', to: '/applications', icon: DescriptionIcon },
        { label: 'Payments', to: '/payment', icon: PaymentIcon },
      ]
    : []),
];

import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlightIcon from '@mui/icons-material/Flight';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import HelpIcon from '@mui/icons-material/Help';
import InsightsIcon from '@mui/icons-material/Insights';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SavingsIcon from '@mui/icons-material/Savings';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';

export type QuickAction = { label: string; to: string; icon: SvgIconComponent };

const checkVisa: QuickAction = {
  label: 'Check Visa Requirements',
  to: '/visa-check',
  icon: TravelExploreIcon,
};

/** Quick actions per dashboard (spec section 2). */
export const quickActions = {
  admin: [
    { label: 'Admin Panel', to: '/admin', icon: AdminPanelSettingsIcon },
    { label: 'Manage Applications', to: '/admin/applications', icon: ListAltIcon },
    { label: 'View Reports', to: '/admin/reports', icon: AssessmentIcon },
    { label: 'Manage Users', to: '/admin/users', icon: ManageAccountsIcon },
  ],
  corporate: [
    checkVisa,
    { label: 'Manage Team', to: '/enterprise/team', icon: GroupIcon },
    { label: 'Budget Overview', to: '/enterprise/budget', icon: SavingsIcon },
    { label: 'Travel Planning', to: '/enterprise/travel', icon: FlightIcon },
    { label: 'Book a Consultation', to: '/consultation', icon: EventAvailableIcon },
  ],
  agent: [
    { label: 'Contact a Client', to: '/agent/new-client', icon: PersonAddIcon },
    { label: 'My Applications', to: '/agent/applications', icon: AssignmentIcon },
    { label: 'Tasks & Reminders', to: '/agent/commission', icon: TaskAltIcon },
    { label: 'Resources', to: '/agent/resources', icon: LibraryBooksIcon },
  ],
  general: [
    checkVisa,
    { label: 'New Application', to: '/application', icon: AddCircleIcon },
    { label: 'My Documents', to: '/documents', icon: FolderIcon },
    { label: 'Payments', to: '/payment', icon: PaymentIcon },
    { label: 'Travel Intelligence', to: '/travel-intelligence', icon: InsightsIcon },
    { label: 'My Applications', to: '/applications', icon: ListAltIcon },
    { label: 'Notifications', to: '/notifications', icon: NotificationsIcon },
    { label: 'Profile', to: '/profile', icon: AccountCircleIcon },
    { label: 'Verification', to: '/verification', icon: VerifiedUserIcon },
    { label: 'Help & Support', to: '/help', icon: HelpIcon },
  ],
} satisfies Record<string, QuickAction[]>;

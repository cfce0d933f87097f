import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** A link of a dashboard's quick actions; `label` is drawn in the page's language. */
export type QuickAction = { label: MessageDescriptor; to: string; icon: SvgIconComponent };

const checkVisa: QuickAction = {
  label: msg`Check Visa Requirements`,
  to: '/visa-check',
  icon: TravelExploreIcon,
};

/** Quick actions per dashboard (spec section 2). */
export const quickActions = {
  admin: [
    { label: msg`Admin Panel`, to: '/admin', icon: AdminPanelSettingsIcon },
    { label: msg`Manage Applications`, to: '/admin/applications', icon: ListAltIcon },
    { label: msg`View Reports`, to: '/admin/reports', icon: AssessmentIcon },
    { label: msg`Manage Users`, to: '/admin/users', icon: ManageAccountsIcon },
  ],
  corporate: [
    checkVisa,
    { label: msg`Manage Team`, to: '/enterprise/team', icon: GroupIcon },
    { label: msg`Budget Overview`, to: '/enterprise/budget', icon: SavingsIcon },
    { label: msg`Travel Planning`, to: '/enterprise/travel', icon: FlightIcon },
    { label: msg`Book a Consultation`, to: '/consultation', icon: EventAvailableIcon },
  ],
  agent: [
    { label: msg`Contact a Client`, to: '/agent/new-client', icon: PersonAddIcon },
    { label: msg`My Applications`, to: '/agent/applications', icon: AssignmentIcon },
    { label: msg`Tasks & Reminders`, to: '/agent/commission', icon: TaskAltIcon },
    {
      label: msg({
        message: 'Resources',
        comment: 'quick action: the agent’s guides and reference material',
      }),
      to: '/agent/resources',
      icon: LibraryBooksIcon,
    },
  ],
  general: [
    checkVisa,
    { label: msg`New Application`, to: '/application', icon: AddCircleIcon },
    { label: msg`My Documents`, to: '/documents', icon: FolderIcon },
    { label: msg`Payments`, to: '/payment', icon: PaymentIcon },
    { label: msg`Travel Intelligence`, to: '/travel-intelligence', icon: InsightsIcon },
    { label: msg`My Applications`, to: '/applications', icon: ListAltIcon },
    { label: msg`Notifications`, to: '/notifications', icon: NotificationsIcon },
    {
      label: msg({ message: 'Profile', comment: 'quick action: the page of one’s account details' }),
      to: '/profile',
      icon: AccountCircleIcon,
    },
    {
      label: msg({
        message: 'Verification',
        comment: 'quick action: the page where one verifies one’s email address',
      }),
      to: '/verification',
      icon: VerifiedUserIcon,
    },
    { label: msg`Help & Support`, to: '/help', icon: HelpIcon },
  ],
} satisfies Record<string, QuickAction[]>;

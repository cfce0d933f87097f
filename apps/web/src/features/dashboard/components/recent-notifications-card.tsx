import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box } from '@mui/material';
import type { NotificationView } from '@visabridge/contract';
import { EmptyState } from '../../../components/lists/empty-state';
import { NotificationList } from '../../../components/notifications/notification-list';
import { SectionCard } from '../../../components/layout/section-card';

/** The latest notifications; opening one marks it read. */
export function RecentNotificationsCard({ notifications }: { notifications: NotificationView[] }) {
  return (
    <SectionCard
      id="recent-notifications"
      title="Recent Notifications"
      icon={NotificationsIcon}
      link={{ to: '/notifications', label: 'View all' }}
    >
      {notifications.length === 0 ? (
        <EmptyState icon={NotificationsNoneIcon} title="No notifications yet" isCompact>
          Updates about your applications will show here.
        </EmptyState>
      ) : (
        <Box sx={{ mx: { xs: -2, sm: -3 } }}>
          <NotificationList notifications={notifications} label="Recent notifications" />
        </Box>
      )}
    </SectionCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box } from '@mui/material';
import type { NotificationView } from '@visabridge/contract';
import { EmptyState } from '../../../components/lists/empty-state';
import { NotificationList } from '../../../components/notifications/notification-list';
import { SectionCard } from '../../../components/layout/section-card';

/** The latest notifications; opening one marks it read. */
export function RecentNotificationsCard({ notifications }: { notifications: NotificationView[] }) {
  const { t } = useLingui();
  return (
    <SectionCard
      id="recent-notifications"
      title={t`Recent Notifications`}
      icon={NotificationsIcon}
      link={{
        to: '/notifications',
        label: t({ message: 'View all', comment: 'link to the page listing every notification' }),
      }}
    >
      {notifications.length === 0 ? (
        <EmptyState icon={NotificationsNoneIcon} title={t`No notifications yet`} isCompact>
          <Trans>Updates about your applications will show here.</Trans>
        </EmptyState>
      ) : (
        <Box sx={{ mx: { xs: -2, sm: -3 } }}>
          <NotificationList notifications={notifications} label={t`Recent notifications`} />
        </Box>
      )}
    </SectionCard>
  );
}

import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useUnreadCount } from './use-unread-count';

/** Bell with the real unread count; leads to the notifications page. */
export function NotificationBell({ userId }: { userId: string }) {
  const { data: unread = 0 } = useUnreadCount(userId);
  const label = `Notifications, ${unread} unread`;
  return (
    <Tooltip title="Notifications">
      <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

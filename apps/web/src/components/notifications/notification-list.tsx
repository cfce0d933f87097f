import { List } from '@mui/material';
import type { NotificationView } from '@visabridge/contract';
import { NotificationListItem } from './notification-list-item';

type Props = { notifications: NotificationView[]; onOpen?: () => void; label: string };

/** Notifications one under the other, divided by lines (borders: a list holds its items only). */
export function NotificationList({ notifications, onOpen, label }: Props) {
  return (
    <List aria-label={label} disablePadding sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
      {notifications.map((notification) => (
        <NotificationListItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </List>
  );
}

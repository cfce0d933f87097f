import { Divider, List } from '@mui/material';
import type { NotificationView } from '@visabridge/contract';
import { Fragment } from 'react';
import { NotificationListItem } from './notification-list-item';

type Props = { notifications: NotificationView[]; onOpen?: () => void; label: string };

/** Notifications one under the other, divided by lines. */
export function NotificationList({ notifications, onOpen, label }: Props) {
  return (
    <List aria-label={label} disablePadding>
      {notifications.map((notification, index) => (
        <Fragment key={notification.id}>
          {index > 0 && <Divider component="li" />}
          <NotificationListItem notification={notification} onOpen={onOpen} />
        </Fragment>
      ))}
    </List>
  );
}

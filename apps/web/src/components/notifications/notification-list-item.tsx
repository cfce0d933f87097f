import { useLingui } from '@lingui/react/macro';
import DoneIcon from '@mui/icons-material/Done';
import {
  Avatar,
  Box,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { NotificationView } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { errorMessage, isSessionEnd } from '../../lib/api-client';
import { formatDate, formatTimeAgo } from '../../lib/format';
import { useMarkNotificationRead } from '../../lib/api/use-mark-notification-read';
import { useToast } from '../../lib/use-toast';
import { notificationCategoryLooks } from './notification-categories';

type Props = {
  notification: NotificationView;
  /** Called after a notification with a link was opened (e.g. to close the bell's popover). */
  onOpen?: () => void;
};

function NotificationText({ notification }: { notification: NotificationView }) {
  const { t, i18n } = useLingui();
  const { label } = notificationCategoryLooks[notification.category];
  return (
    <ListItemText
      disableTypography
      primary={
        <Typography
          component="p"
          variant="body1"
          sx={{ fontWeight: notification.read ? 500 : 700, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {!notification.read && (
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
            />
          )}
          {notification.title}
          {!notification.read && (
            <Box component="span" sx={visuallyHidden}>
              (unread)
            </Box>
          )}
        </Typography>
      }
      secondary={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {notification.message}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(label)} ·{' '}
            <time dateTime={notification.timestamp} title={formatDate(notification.timestamp)}>
              {formatTimeAgo(notification.timestamp, i18n.locale)}
            </time>
          </Typography>
        </>
      }
    />
  );
}

/**
 * One notification: its category icon, title, message and age. Opening one with a link marks it read and
 * goes there; an unread one can also be marked read in place.
 */
export function NotificationListItem({ notification, onOpen }: Props) {
  const { t } = useLingui();
  const { title } = notification;
  const toast = useToast();
  const markRead = useMarkNotificationRead();
  const { icon: Icon } = notificationCategoryLooks[notification.category];
  const reportFailure = (error: unknown) => !isSessionEnd(error) && toast.error(errorMessage(error));

  const markAsRead = () =>
    markRead.mutate(notification.id, {
      onSuccess: () => toast.success(t`Notification marked as read`),
      onError: reportFailure,
    });
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id, { onError: reportFailure });
    onOpen?.();
  };

  const avatar = (
    <ListItemAvatar>
      <Avatar sx={{ bgcolor: `${notification.type}.main`, color: `${notification.type}.contrastText` }}>
        <Icon aria-hidden="true" />
      </Avatar>
    </ListItemAvatar>
  );
  const markButton = !notification.read && (
    <Tooltip title={t`Mark as read`}>
      <IconButton
        edge="end"
        onClick={markAsRead}
        loading={markRead.isPending}
        aria-label={t`Mark "${title}" as read`}
      >
        <DoneIcon />
      </IconButton>
    </Tooltip>
  );

  return (
    <ListItem
      disablePadding={Boolean(notification.link)}
      secondaryAction={markButton}
      sx={{ alignItems: 'flex-start', bgcolor: notification.read ? undefined : 'action.hover' }}
    >
      {notification.link ? (
        <ListItemButton
          component={RouterLink}
          to={notification.link}
          onClick={open}
          sx={{ alignItems: 'flex-start' }}
        >
          {avatar}
          <NotificationText notification={notification} />
        </ListItemButton>
      ) : (
        <>
          {avatar}
          <NotificationText notification={notification} />
        </>
      )}
    </ListItem>
  );
}

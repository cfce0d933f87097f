import NotificationsIcon from '@mui/icons-material/Notifications';
import { Trans, useLingui } from '@lingui/react/macro';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/lists/empty-state';
import { NotificationList } from '../../../components/notifications/notification-list';
import { errorMessage } from '../../../lib/api-client';
import { useUnreadCount } from '../../../lib/api/use-unread-count';
import { useNotifications } from '../../../features/notifications/api/list-notifications';
import { MarkAllReadButton } from '../../../features/notifications/components/mark-all-read-button';

const latestQuery = { page: 1, pageSize: 5 };

/** The latest notifications, fetched afresh each time the popover opens. */
function LatestNotifications({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const latest = useNotifications(latestQuery);
  if (latest.isPending) return <LinearProgress aria-label={t`Loading notifications`} />;
  if (latest.isError)
    return (
      <Typography sx={{ p: 2 }} color="error">
        {errorMessage(latest.error)}
      </Typography>
    );
  if (latest.data.items.length === 0)
    return <EmptyState icon={NotificationsNoneIcon} title={t`No notifications yet`} isCompact />;
  return (
    <NotificationList notifications={latest.data.items} onOpen={onOpen} label={t`Latest notifications`} />
  );
}

/** Bell with the real unread count; opens the latest five notifications and a link to all of them. */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { data: unread = 0 } = useUnreadCount(userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t`Notifications`}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t`Notifications, ${unread} unread`}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          {/* No badge at 0: a hidden badge keeps its last count in the button's text, against its name. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 1,
              width: 400,
              maxWidth: 'calc(100vw - 16px)',
              maxHeight: 'min(560px, calc(100vh - 96px))',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            <Trans>Notifications</Trans>
          </Typography>
          <MarkAllReadButton unread={unread} size="small" />
        </Box>
        <Divider />
        <LatestNotifications onOpen={close} />
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={RouterLink} to="/notifications" onClick={close} fullWidth>
            <Trans>View all notifications</Trans>
          </Button>
        </Box>
      </Popover>
    </>
  );
}

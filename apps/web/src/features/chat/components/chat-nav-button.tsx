import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ForumIcon from '@mui/icons-material/Forum';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useChatUnread } from '../api/use-chat-unread';

/** The top bar's way to support chat, with the unread count: support's replies, or for staff their inbox's. */
export function ChatNavButton({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { data: unread = 0 } = useChatUnread(userId);
  const unreadCount = formatNumber(unread);
  return (
    <Tooltip title={t`Support chat`}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/chat"
        aria-label={t({
          message: plural(unread, {
            one: `Support chat, ${unreadCount} unread`,
            other: `Support chat, ${unreadCount} unread`,
          }),
          comment: 'the top bar button to the support chat, with how many messages are unread',
        })}
        // Below 600 px the bar has no room for it; the footer's Live Chat link leads to /chat there.
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <ForumIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ForumIcon from '@mui/icons-material/Forum';
import {
  Badge,
  Box,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../lists/empty-state';
import { LoadErrorAlert } from '../alerts/load-error-alert';
import { errorMessage } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { useChatInbox } from '../../lib/api/use-chat-inbox';
import { useChatStream } from '../../lib/api/use-chat-stream';
import { chatStreamNames } from './chat-stream-names';
import { StaffConversation } from './staff-conversation';

const pageSize = 20;

/**
 * Support staff's inbox: the open conversations with their unread counts, latest activity first; the one
 * opened (kept in the URL as ?conversation=) is read and answered beside the list, live.
 */
export function StaffChatInbox({ userId }: { userId: string }) {
  const { t } = useLingui();
  const stream = useChatStream(userId);
  const isLive = stream === 'live';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('chatPage')) || 1);
  const selected = params.get('conversation');
  const inbox = useChatInbox(userId, page, pageSize, isLive);
  const update = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change))
        if (value === null) next.delete(key);
        else next.set(key, value);
      return next;
    });

  if (inbox.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t`Loading conversations`} />;
  if (inbox.isError)
    return <LoadErrorAlert message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />;
  const { items, total } = inbox.data;
  const unreadTotal = items.reduce((sum, item) => sum + item.unread, 0);
  const conversationCount = formatNumber(total);
  const unreadCount = formatNumber(unreadTotal);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6">
          <Trans>Support chat</Trans>
        </Typography>
        <Chip size="small" color={isLive ? 'success' : 'default'} label={t(chatStreamNames[stream])} />
        <Typography variant="body2" color="text.secondary">
          {t`${plural(total, {
            one: `${conversationCount} open conversation`,
            other: `${conversationCount} open conversations`,
          })}, ${plural(unreadTotal, {
            one: `${unreadCount} unread message`,
            other: `${unreadCount} unread messages`,
          })} on this page`}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' } }}>
        <Paper variant="outlined">
          {items.length === 0 ? (
            <EmptyState icon={ForumIcon} title={t`No open conversations`} isCompact>
              <Trans>New conversations appear here as users write.</Trans>
            </EmptyState>
          ) : (
            <List aria-label={t`Open conversations`} disablePadding>
              {items.map((item) => {
                const { userName, unread, lastMessage } = item;
                const itemUnreadCount = formatNumber(unread);
                const lastMessageBody = lastMessage?.body;
                return (
                  <ListItemButton
                    key={item.id}
                    selected={item.id === selected}
                    onClick={() => update({ conversation: item.id })}
                    aria-label={t`${userName}, ${plural(unread, {
                      one: `${itemUnreadCount} unread message`,
                      other: `${itemUnreadCount} unread messages`,
                    })}`}
                    divider
                  >
                    <ListItemText
                      primary={userName}
                      secondary={
                        lastMessage
                          ? lastMessage.fromStaff
                            ? t({
                                message: `Support: ${lastMessageBody}`,
                                comment: 'the last message of a conversation, written by the support team',
                              })
                            : lastMessageBody
                          : t`No messages`
                      }
                      slotProps={{ secondary: { noWrap: true } }}
                    />
                    <Stack sx={{ alignItems: 'flex-end', ml: 1, flexShrink: 0 }} spacing={0.5}>
                      <Typography variant="caption" color="text.secondary">
                        {formatDate(item.lastMessageAt, 'dateTime')}
                      </Typography>
                      <Badge badgeContent={unread} color="error" max={99} sx={{ mr: 1 }} />
                    </Stack>
                  </ListItemButton>
                );
              })}
            </List>
          )}
          {total > pageSize && (
            <Pagination
              count={Math.ceil(total / pageSize)}
              page={page}
              onChange={(_event, next) => update({ chatPage: String(next) })}
              sx={{ p: 1 }}
            />
          )}
        </Paper>
        {selected ? (
          <StaffConversation
            key={selected}
            userId={userId}
            id={selected}
            isLive={isLive}
            onClosed={() => update({ conversation: null })}
          />
        ) : (
          <Paper variant="outlined">
            <EmptyState icon={ForumIcon} title={t`Choose a conversation`} isCompact>
              <Trans comment="the list of conversations is beside this one: on the left, or on the right in right-to-left languages">
                Open a conversation on the left to read and answer it.
              </Trans>
            </EmptyState>
          </Paper>
        )}
      </Box>
    </Box>
  );
}

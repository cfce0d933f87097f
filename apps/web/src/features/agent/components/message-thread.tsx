import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, List, ListItem, Skeleton, Typography } from '@mui/material';
import { MessageAuthor } from '../../../components/applications/message-author';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useMessages } from '../../../lib/api/use-messages';

type Props = {
  applicationId: string;
  /** Show only the newest messages, e.g. 3 in the contact dialog. */
  latest?: number;
};

/** The application's thread as the agent reads it: who wrote, when, and what; the agent's own marked. */
export function MessageThread({ applicationId, latest }: Props) {
  const { t } = useLingui();
  const thread = useMessages(applicationId);
  if (thread.isPending) return <Skeleton variant="rounded" height={72} aria-label={t`Loading messages`} />;
  if (thread.isError) return <Alert severity="error">{errorMessage(thread.error)}</Alert>;
  if (thread.data.length === 0)
    return (
      <Typography color="text.secondary">
        <Trans>No messages with this client yet.</Trans>
      </Typography>
    );

  const shown = latest ? thread.data.slice(-latest) : thread.data;
  return (
    <List dense disablePadding aria-label={t`Message thread`}>
      {shown.map((message) => (
        <ListItem key={message.id} disableGutters sx={{ display: 'block', py: 0.75 }}>
          <Box
            sx={{
              borderLeft: 3,
              borderColor: message.mine ? 'primary.main' : 'divider',
              pl: 1.5,
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              <MessageAuthor message={message} /> · {formatDate(message.sentAt, 'dateTime')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LoadErrorAlert } from '../alerts/load-error-alert';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/use-toast';
import { useMarkChatRead } from '../../lib/api/use-mark-chat-read';
import { useSendChatMessage } from '../../lib/api/use-send-chat-message';
import { useCloseConversation, useStaffConversation } from '../../lib/api/use-staff-conversation';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

type Props = { userId: string; id: string; isLive: boolean; onClosed: () => void };

/** One conversation in the staff inbox: read (marked read as it is shown), answer, close. */
export function StaffConversation({ userId, id, isLive, onClosed }: Props) {
  const { t } = useLingui();
  const conversation = useStaffConversation(userId, id, isLive);
  const send = useSendChatMessage(userId, id);
  const close = useCloseConversation(userId);
  const { mutate: markRead } = useMarkChatRead(userId);
  const toast = useToast();
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead(id);
  }, [unread, id, markRead]);

  if (conversation.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t`Loading the conversation`} />;
  if (conversation.isError)
    return (
      <LoadErrorAlert
        message={errorMessage(conversation.error)}
        onRetry={() => void conversation.refetch()}
      />
    );
  const { userName, userEmail, startedAt, messages, status } = conversation.data;
  const startedOn = formatDate(startedAt, 'dateTime');

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {userName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <Trans comment="under the user's name: their email, then when they opened the conversation">
              {userEmail} · started {startedOn}
            </Trans>
          </Typography>
        </Box>
        {status === 'open' && (
          <Button
            variant="outlined"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(id, {
                onSuccess: () => {
                  toast.success(t`Conversation closed`);
                  onClosed();
                },
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            <Trans>Close conversation</Trans>
          </Button>
        )}
      </Stack>
      <ChatMessageList messages={messages} isStaffView label={t`Conversation with ${userName}`} />
      {status === 'open' ? (
        <ChatComposer
          label={t({ message: 'Your reply', comment: "label of the staff member's message box" })}
          isSending={send.isPending}
          onSend={(body) => send.mutateAsync(body)}
        />
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Trans>This conversation is closed and read-only.</Trans>
        </Alert>
      )}
    </Paper>
  );
}

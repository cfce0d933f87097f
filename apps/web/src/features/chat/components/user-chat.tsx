import { Trans, useLingui } from '@lingui/react/macro';
import ForumIcon from '@mui/icons-material/Forum';
import { Alert, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/lists/empty-state';
import { LoadErrorAlert } from '../../../components/alerts/load-error-alert';
import { errorMessage } from '../../../lib/api-client';
import type { StreamState } from '../../../lib/api/use-chat-stream';
import { chatStreamNames } from '../../../components/chat/chat-stream-names';
import { useMarkChatRead } from '../../../lib/api/use-mark-chat-read';
import { useMyChat } from '../api/use-my-chat';
import { useSendChatMessage } from '../../../lib/api/use-send-chat-message';
import { ChatComposer } from '../../../components/chat/chat-composer';
import { ChatMessageList } from '../../../components/chat/chat-message-list';
import { replyTimeText } from './reply-time-text';

/** A signed-in user's conversation with support: the messages, a composer, live while the stream is. */
export function UserChat({ userId, stream }: { userId: string; stream: StreamState }) {
  const { t, i18n } = useLingui();
  const isLive = stream === 'live';
  const chat = useMyChat(userId, isLive);
  const send = useSendChatMessage(userId);
  const { mutate: markRead } = useMarkChatRead(userId);
  const unread = chat.data?.conversation?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead(undefined);
  }, [unread, markRead]);

  if (chat.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t`Loading the conversation`} />;
  if (chat.isError)
    return <LoadErrorAlert message={errorMessage(chat.error)} onRetry={() => void chat.refetch()} />;
  const { conversation, typicalReplyMinutes } = chat.data;
  const isClosed = conversation?.status === 'closed';

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Chip size="small" color={isLive ? 'success' : 'default'} label={t(chatStreamNames[stream])} />
          {typicalReplyMinutes !== null && (
            <Typography variant="body2" color="text.secondary">
              {replyTimeText(i18n, typicalReplyMinutes)}
            </Typography>
          )}
        </Stack>
        {conversation && conversation.messages.length > 0 ? (
          <ChatMessageList
            messages={conversation.messages}
            isStaffView={false}
            label={t`Conversation with support`}
          />
        ) : (
          <EmptyState icon={ForumIcon} title={t`No messages yet`} isCompact>
            <Trans>
              Ask anything about visas, your applications or your account; our support team answers here.
            </Trans>
          </EmptyState>
        )}
        {isClosed && (
          <Alert severity="info" sx={{ mt: 2 }}>
            <Trans>Support closed this conversation. Write below to start a new one.</Trans>
          </Alert>
        )}
        <ChatComposer
          label={
            isClosed
              ? t`Start a new conversation`
              : t({ message: 'Your message', comment: "label of the user's chat message box" })
          }
          isSending={send.isPending}
          onSend={(body) => send.mutateAsync(body)}
        />
      </CardContent>
    </Card>
  );
}

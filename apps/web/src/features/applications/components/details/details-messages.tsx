import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ApplicationView, ThreadMessageView } from '@visabridge/contract';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { useMessages } from '../../../../lib/api/use-messages';
import { DetailsMessageForm } from './details-message-form';
import { SectionCard } from '../../../../components/layout/section-card';
import { MessageAuthor } from '../../../../components/applications/message-author';

function MessageBubble({ message }: { message: ThreadMessageView }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '90%', sm: '75%' },
          bgcolor: message.mine ? 'primary.main' : 'background.default',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
          borderColor: message.mine ? 'primary.main' : 'divider',
        }}
      >
        <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
          <MessageAuthor message={message} /> · {formatDate(message.sentAt, 'dateTime')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
      </Paper>
    </Box>
  );
}

const agentLine = (application: ApplicationView): MessageDescriptor => {
  const { agentName } = application;
  if (agentName) return msg`Assigned agent: ${agentName}`;
  return application.status === 'draft'
    ? msg`An agent will be assigned when you submit the application.`
    : msg`An agent will be assigned soon.`;
};

/** The conversation with the agent about this application, and the reply box. */
export function DetailsMessages({ application }: { application: ApplicationView }) {
  const { t } = useLingui();
  const thread = useMessages(application.id);
  return (
    <SectionCard id="messages" title={t`Messages`}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(agentLine(application))}
      </Typography>
      {thread.isPending && <Skeleton variant="rounded" height={80} aria-label={t`Loading messages`} />}
      {thread.isError && <Alert severity="error">{errorMessage(thread.error)}</Alert>}
      {thread.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          <Trans>
            No messages yet. Write to your agent below if you have a question about this application.
          </Trans>
        </Typography>
      )}
      {thread.data && thread.data.length > 0 && (
        <Stack
          component="ol"
          aria-label={t`Message thread`}
          spacing={1.5}
          sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}
        >
          {thread.data.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
      <DetailsMessageForm applicationId={application.id} />
    </SectionCard>
  );
}

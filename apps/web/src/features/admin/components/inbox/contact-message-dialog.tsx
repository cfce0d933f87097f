import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { contactReplyInput, contactTopicLabels } from '@visabridge/contract';
import type { ContactMessageView } from '@visabridge/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { ItemDialog } from '../../../../components/dialogs/item-dialog';
import { QueryData } from '../../../../components/query-data';
import { formatDate } from '../../../../lib/format';
import {
  useContactMessage,
  useMarkContactMessage,
  useReplyToContactMessage,
} from '../../api/contact-messages';
import { HandledChip } from './handled-chip';
import { useOutcomeToasts } from '../use-outcome-toasts';
import { TextField } from '../../../../components/form/text-field';

type Props = { id: string | null; onClose: () => void };

/** One contact message: who wrote it, about what, the replies sent so far and the reply box. */
export function ContactMessageDialog({ id, onClose }: Props) {
  const titleId = `${useId()}-title`;
  return (
    <ItemDialog item={id} onClose={onClose} titleId={titleId} maxWidth="md">
      {(shownId) => <MessageContent id={shownId} titleId={titleId} onClose={onClose} />}
    </ItemDialog>
  );
}

function MessageContent({ id, titleId, onClose }: { id: string; titleId: string; onClose: () => void }) {
  const message = useContactMessage(id);
  return (
    <QueryData
      query={message}
      loadingLabel="Loading the message..."
      failureMessage="Failed to load the message"
    >
      {(shown) => <MessageDetails message={shown} titleId={titleId} onClose={onClose} />}
    </QueryData>
  );
}

function MessageDetails({
  message,
  titleId,
  onClose,
}: {
  message: ContactMessageView;
  titleId: string;
  onClose: () => void;
}) {
  const mark = useMarkContactMessage();
  const outcome = useOutcomeToasts();
  const isHandled = message.handledAt !== null;
  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !isHandled },
      outcome.callbacks(isHandled ? 'Reopened' : 'Marked as handled', 'Failed to change the message'),
    );
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        Message from {message.name} <HandledChip handledAt={message.handledAt} />
      </DialogTitle>
      <DialogContent dividers>
        <FactList>
          <FactItem label="Email">{message.email}</FactItem>
          <FactItem label="Topic">{contactTopicLabels[message.topic]}</FactItem>
          <FactItem label="Received">{formatDate(message.createdAt, 'dateTime')}</FactItem>
          <FactItem label="Sender">
            {message.userId ? 'Signed in to an account' : 'Visitor, not signed in'}
          </FactItem>
          {message.handledAt && (
            <FactItem label="Handled">
              {formatDate(message.handledAt, 'dateTime')} by {message.handledByName ?? 'a former admin'}
            </FactItem>
          )}
        </FactList>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', my: 2 }}>
          {message.message}
        </Typography>
        <Replies message={message} />
        <ReplyForm id={message.id} email={message.email} />
      </DialogContent>
      <DialogActions>
        <Button onClick={toggle} loading={mark.isPending} variant="outlined">
          {isHandled ? 'Reopen' : 'Mark handled'}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function Replies({ message }: { message: ContactMessageView }) {
  if (message.replies.length === 0) return null;
  return (
    <Box component="section" aria-label="Replies" sx={{ mb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Replies sent
      </Typography>
      <Stack spacing={1.5}>
        {message.replies.map((reply) => (
          <Box key={reply.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary">
              {reply.authorName ?? 'A former admin'}, {formatDate(reply.sentAt, 'dateTime')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{reply.body}</Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function ReplyForm({ id, email }: { id: string; email: string }) {
  const reply = useReplyToContactMessage();
  const outcome = useOutcomeToasts();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactReplyInput.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    reply.mutate(
      { id, body: parsed.data.body },
      {
        onSuccess: (result) => {
          outcome.succeeded(result, `Reply emailed to ${email}`);
          setBody('');
        },
        onError: (failure) => outcome.failed(failure, 'Failed to send the reply'),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reply by email">
      <TextField
        label="Reply"
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        multiline
        minRows={4}
        fullWidth
        required
        error={error !== null}
        helperText={error ?? `Sent by email to ${email} from the product, and kept here.`}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button type="submit" variant="contained" loading={reply.isPending} sx={{ mt: 1.5 }}>
        Reply by email
      </Button>
    </Box>
  );
}

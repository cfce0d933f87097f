import { Trans, useLingui } from '@lingui/react/macro';
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
import { contactReplyInput } from '@visabridge/contract';
import type { ContactMessageView } from '@visabridge/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FactItem, FactList } from '../../../../components/layout/fact-list';
import { ItemDialog } from '../../../../components/dialogs/item-dialog';
import { QueryData } from '../../../../components/query-data';
import { formatDate } from '../../../../lib/format';
import { contactTopicNames } from '../../../../components/names/contact-topic-names';
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
  const { t } = useLingui();
  const message = useContactMessage(id);
  return (
    <QueryData
      query={message}
      loadingLabel={t`Loading the message...`}
      failureMessage={t`Failed to load the message`}
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
  const { t } = useLingui();
  const mark = useMarkContactMessage();
  const outcome = useOutcomeToasts();
  const isHandled = message.handledAt !== null;
  const senderName = message.name;
  const toggle = () =>
    mark.mutate(
      { id: message.id, handled: !isHandled },
      outcome.callbacks(
        isHandled
          ? t({ message: 'Reopened', comment: 'toast: a contact message is open again' })
          : t({ message: 'Marked as handled', comment: 'toast: a contact message is marked as dealt with' }),
        t`Failed to change the message`,
      ),
    );
  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Trans>Message from {senderName}</Trans> <HandledChip handledAt={message.handledAt} />
      </DialogTitle>
      <DialogContent dividers>
        <FactList>
          <FactItem label={t`Email`}>{message.email}</FactItem>
          <FactItem label={t`Topic`}>{t(contactTopicNames[message.topic])}</FactItem>
          <FactItem label={t({ message: 'Received', comment: 'when a contact message was received' })}>
            {formatDate(message.createdAt, 'dateTime')}
          </FactItem>
          <FactItem label={t({ message: 'Sender', comment: 'who sent a contact message' })}>
            {message.userId ? t`Signed in to an account` : t`Visitor, not signed in`}
          </FactItem>
          {message.handledAt && (
            <FactItem
              label={t({ message: 'Handled', comment: 'when and by whom a contact message was dealt with' })}
            >
              <HandledBy handledAt={message.handledAt} adminName={message.handledByName} />
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
          {isHandled ? (
            <Trans comment="button: opens a handled contact message again">Reopen</Trans>
          ) : (
            <Trans comment="button: marks a contact message as dealt with">Mark handled</Trans>
          )}
        </Button>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </>
  );
}

/** '12 Jan 2025, 14:05 by Ana Ruiz', or by a former admin when the account is gone. */
function HandledBy({ handledAt, adminName }: { handledAt: string; adminName: string | null }) {
  const { t } = useLingui();
  const handledOn = formatDate(handledAt, 'dateTime');
  return adminName
    ? t({
        message: `${handledOn} by ${adminName}`,
        comment: 'when a contact message was handled, and by which admin',
      })
    : t({
        message: `${handledOn} by a former admin`,
        comment: 'when a contact message was handled, by an admin whose account no longer exists',
      });
}

function Replies({ message }: { message: ContactMessageView }) {
  const { t } = useLingui();
  if (message.replies.length === 0) return null;
  return (
    <Box component="section" aria-label={t`Replies`} sx={{ mb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        <Trans>Replies sent</Trans>
      </Typography>
      <Stack spacing={1.5}>
        {message.replies.map((reply) => {
          const author =
            reply.authorName ??
            t({
              message: 'A former admin',
              comment: 'the author of a reply, whose account no longer exists',
            });
          return (
            <Box key={reply.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="caption" color="text.secondary">
                {author}, {formatDate(reply.sentAt, 'dateTime')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{reply.body}</Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function ReplyForm({ id, email }: { id: string; email: string }) {
  const { t } = useLingui();
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
          outcome.succeeded(result, t`Reply emailed to ${email}`);
          setBody('');
        },
        onError: (failure) => outcome.failed(failure, t`Failed to send the reply`),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Reply by email`}>
      <TextField
        label={t({ message: 'Reply', comment: 'the text of a reply to a contact message' })}
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
        helperText={error ?? t`Sent by email to ${email} from the product, and kept here.`}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button type="submit" variant="contained" loading={reply.isPending} sx={{ mt: 1.5 }}>
        <Trans>Reply by email</Trans>
      </Button>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Typography } from '@mui/material';
import { communicationInput } from '@visabridge/contract';
import type { ApplicationRef } from '../application-ref';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormRequest } from '../../../lib/use-form-request';
import { useSendToClient } from '../api/use-send-to-client';
import { agentMessages } from '../agent-messages';
import { MessageThread } from './message-thread';
import { TextField } from '../../../components/form/text-field';
import { SendArrowIcon } from '../../../components/icons/send-arrow-icon';

const messageForm = communicationInput.pick({ message: true });
type Values = z.input<typeof messageForm>;

/** The server's reason when it answered; the sketch's wording when the request never got through. */
const failureOf = (i18n: I18n) => (error: unknown) =>
  error instanceof ApiError && error.status === 0
    ? i18n._(agentMessages.sendError)
    : errorMessage(error, i18n._(agentMessages.sendFailed));

type Props = { application: ApplicationRef; agentId: string; onClose: () => void };

/** To, application and message; the recent thread under it. The message stays when sending fails. */
export function ContactClientForm({ application, agentId, onClose }: Props) {
  const { t, i18n } = useLingui();
  const sendToClient = useSendToClient(agentId);
  const form = useForm<Values>({
    resolver: zodResolver(messageForm),
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(form.setError, ['message'], failureOf(i18n));

  const onSubmit = form.handleSubmit(async ({ message }) => {
    const sending = sendToClient.mutateAsync({ application, message: message.trim() });
    if (!(await send(sending, t(agentMessages.messageSent)))) return;
    form.reset({ message: '' });
    onClose();
  });

  return (
    <DialogForm
      title={t`Contact client`}
      titleId="contact-client-title"
      submitLabel={t`Send message`}
      submitIcon={<SendArrowIcon />}
      isPending={sendToClient.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <TextField
          label={t({ message: 'To', comment: 'field: who the message goes to' })}
          value={
            // A company's case thread is the company's: it reaches them, not only the employee's inbox.
            application.companyName
              ? `${application.clientName} (${application.companyName})`
              : `${application.clientName} <${application.clientEmail}>`
          }
          multiline
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          label={t({ message: 'Application', comment: 'field: the application the message is about' })}
          value={`${application.referenceNumber} · ${application.destination} · ${application.visaTypeName}`}
          slotProps={{ input: { readOnly: true } }}
        />
        <RhfTextField
          control={form.control}
          name="message"
          label={t({ message: 'Message', comment: 'field: the text to send to the client' })}
          multiline
          minRows={4}
          maxRows={12}
          isRequired
          autoFocus
          helperText={t`Saved in the application's messages, where the client reads it, and emailed to them.`}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Box component="section" aria-labelledby="recent-messages-title">
          <Typography id="recent-messages-title" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            <Trans>Recent messages</Trans>
          </Typography>
          <MessageThread applicationId={application.id} latest={3} />
        </Box>
      </Stack>
    </DialogForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@mui/material';
import { threadMessageInput } from '@visabridge/contract';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { RhfTextField } from '../../../../components/form/rhf-text-field';
import { errorMessage, isSessionEnd } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useToast } from '../../../../lib/use-toast';
import { useSendMessage } from '../../api/use-send-message';
import { SendArrowIcon } from '../../../../components/icons/send-arrow-icon';

type Values = z.input<typeof threadMessageInput>;

/** The reply box; the text stays when sending fails. */
export function DetailsMessageForm({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const send = useSendMessage(applicationId);
  const sendFailed = t`Failed to send message`;
  const form = useForm<Values>({
    resolver: zodResolver(threadMessageInput),
    defaultValues: { body: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      const { message } = await send.mutateAsync(body.trim());
      form.reset({ body: '' });
      toast.success(message ?? t`Message sent`);
    } catch (error) {
      if (isSessionEnd(error)) return;
      const problem = applyServerErrors(error, form.setError, ['body'], {}, errorMessage(error, sendFailed));
      toast.error(problem ?? sendFailed);
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <RhfTextField
        control={form.control}
        name="body"
        label={t`Your message`}
        multiline
        minRows={2}
        maxRows={8}
        isRequired
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" endIcon={<SendArrowIcon />} loading={send.isPending}>
          <Trans>Send message</Trans>
        </Button>
      </Box>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../../lib/use-toast';
import { TextField } from '../form/text-field';
import { SendArrowIcon } from '../icons/send-arrow-icon';

type Props = {
  label: string;
  onSend: (body: string) => Promise<unknown>;
  isSending: boolean;
};

const maxLength = 2000;

/** The message box: Enter sends, Shift+Enter starts a new line; the text stays when sending fails. */
export function ChatComposer({ label, onSend, isSending }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const send = async () => {
    // The rule (and zod) load with the first message sent, not with the page.
    const { chatMessageInput } = await import('@visabridge/contract');
    const parsed = chatMessageInput.safeParse({ body: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t`Message is required`);
      return;
    }
    try {
      await onSend(parsed.data.body);
      setText('');
      setProblem(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const typedLength = text.length;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
        multiline
        maxRows={6}
        fullWidth
        error={problem !== null}
        helperText={
          problem ??
          t({
            message: `Enter sends, Shift+Enter adds a line · ${typedLength}/${maxLength}`,
            comment: 'under the chat message box: the keys, then characters typed out of the most allowed',
          })
        }
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<SendArrowIcon />}
        disabled={isSending}
        sx={{ mt: 1 }}
      >
        <Trans comment="button: sends the chat message">Send</Trans>
      </Button>
    </Box>
  );
}

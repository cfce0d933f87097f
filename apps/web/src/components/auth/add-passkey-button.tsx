import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mui/material';
import { secondFactorMessages, type RecoveryCodesView } from '@visabridge/contract/second-factor';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useToast } from '../../lib/use-toast';
import { addPasskey } from '../../lib/api/passkeys';

type Props = {
  /** Called once the server has the new passkey; `recoveryCodes` is set for a first factor only. */
  onAdded: (result: RecoveryCodesView) => void;
  /** The button's text. */
  label?: string;
};

/**
 * Adds a passkey of this device or a security key: the browser's prompt, the server's check, and any
 * refusal (the prompt cancelled included) shown beside the button.
 */
export function AddPasskeyButton({ onAdded, label }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onClick = async () => {
    setError(null);
    setIsBusy(true);
    try {
      const { data, message } = await addPasskey();
      toast.success(message ?? secondFactorMessages.passkeyEnrolled);
      onAdded(data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button variant="outlined" size="large" loading={isBusy} onClick={() => void onClick()}>
        {label ?? t`Add a passkey`}
      </Button>
    </Stack>
  );
}

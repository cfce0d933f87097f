import { Alert, Typography } from '@mui/material';
import { secondFactorMessages, type SecondFactorView } from '@visabridge/contract/second-factor';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { removeSecondFactor } from '../../../lib/api/second-factor';
import { factorKindLabels } from './second-factor-list';

type Props = {
  factor: SecondFactorView | null;
  isLast: boolean;
  onClose: () => void;
  onRemoved: () => void;
};

/** Asks before removing a second factor; the server's refusal (a staff member's last one) stays on screen. */
export function RemoveFactorDialog({ factor, isLast, onClose, onRemoved }: Props) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const kind = factor ? factorKindLabels[factor.kind].toLowerCase() : '';

  const close = () => {
    setError(null);
    onClose();
  };

  const onSubmit = async () => {
    if (!factor) return;
    setIsPending(true);
    setError(null);
    try {
      const { message } = await removeSecondFactor(factor.id);
      toast.success(message ?? secondFactorMessages.factorRemoved);
      onRemoved();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <FormDialog
      isOpen={factor !== null}
      maxWidth="xs"
      title={`Remove this ${kind}?`}
      submitLabel="Remove"
      isDestructive
      isPending={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      onClose={close}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Typography variant="body2">
        {isLast
          ? 'It is your only second factor: signing in will ask for your password alone, and your recovery codes stop working.'
          : `You will no longer be able to sign in with ${factor?.label ?? 'it'}.`}
      </Typography>
    </FormDialog>
  );
}

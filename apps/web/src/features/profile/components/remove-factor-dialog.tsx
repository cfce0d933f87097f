import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Typography } from '@mui/material';
import { secondFactorMessages, type SecondFactorView } from '@visabridge/contract/second-factor';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { removeSecondFactor } from '../../../lib/api/second-factor';
import { factorLabelOf } from './second-factor-list';

type Props = {
  factor: SecondFactorView | null;
  isLast: boolean;
  onClose: () => void;
  onRemoved: () => void;
};

/** Asks before removing a second factor; the server's refusal (a staff member's last one) stays on screen. */
export function RemoveFactorDialog({ factor, isLast, onClose, onRemoved }: Props) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const factorKind = factor?.kind ?? '';
  const factorLabel = factor ? factorLabelOf(factor, i18n) : null;

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
      title={t({
        message: select(factorKind, {
          totp: 'Remove this authenticator app?',
          other: 'Remove this passkey?',
        }),
        comment: 'asks before removing a second factor for signing in',
      })}
      submitLabel={t({ message: 'Remove', comment: 'button: remove a second factor' })}
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
        {isLast ? (
          <Trans>
            It is your only second factor: signing in will ask for your password alone, and your recovery
            codes stop working.
          </Trans>
        ) : factorLabel ? (
          t`You will no longer be able to sign in with ${factorLabel}.`
        ) : (
          t`You will no longer be able to sign in with it.`
        )}
      </Typography>
    </FormDialog>
  );
}

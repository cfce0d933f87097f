import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { renewRecoveryCodes } from '../../../lib/api/second-factor';

type Props = { isOpen: boolean; onClose: () => void; onRenewed: (recoveryCodes: string[]) => void };

/** Asks before making ten new recovery codes, since the old ones stop working. */
export function RenewRecoveryCodesDialog({ isOpen, onClose, onRenewed }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSubmit = async () => {
    setIsPending(true);
    setError(null);
    try {
      const { data, message } = await renewRecoveryCodes();
      if (message) toast.success(message);
      onRenewed(data.recoveryCodes ?? []);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      maxWidth="xs"
      title={t`Make new recovery codes?`}
      submitLabel={t`Make new codes`}
      isPending={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      onClose={() => {
        setError(null);
        onClose();
      }}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Typography variant="body2">
        <Trans>You get ten new codes, shown once. The codes you have now stop working.</Trans>
      </Typography>
    </FormDialog>
  );
}

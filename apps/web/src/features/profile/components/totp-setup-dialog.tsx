import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, TextField } from '@mui/material';
import { secondFactorMessages, type TotpSetupView } from '@visabridge/contract/second-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { PageLoader } from '../../../components/layout/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrorOf } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { confirmTotp, startTotpSetup } from '../../../lib/api/second-factor';
import { TotpSetupDetails } from '../../../components/auth/totp-setup-details';

type Props = {
  onClose: () => void;
  /** The app is on: with the recovery codes of a first factor (to show once), else null. */
  onEnrolled: (recoveryCodes: string[] | null) => void;
};

/** Sets up an authenticator app: a new secret as a QR code and as text, then the app's first code. */
export function TotpSetupDialog({ onClose, onEnrolled }: Props) {
  const { t } = useLingui();
  const toast = useToast();
  const [setup, setSetup] = useState<TotpSetupView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    startTotpSetup().then(
      ({ data }) => isCurrent && setSetup(data),
      (failure: unknown) => isCurrent && setLoadError(errorMessage(failure)),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    if (!code.trim()) return setCodeError(secondFactorMessages.codeRequired);
    setIsPending(true);
    try {
      const { data, message } = await confirmTotp(code);
      toast.success(message ?? secondFactorMessages.totpEnrolled);
      onEnrolled(data.recoveryCodes);
    } catch (failure) {
      setCodeError(fieldErrorOf(failure, 'code') ?? errorMessage(failure));
    } finally {
      setIsPending(false);
    }
  };

  return (
    <FormDialog
      isOpen
      maxWidth="xs"
      title={t`Set up an authenticator app`}
      submitLabel={
        setup
          ? t({ message: 'Turn on', comment: 'button: switch on the authenticator app just set up' })
          : null
      }
      isPending={isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {!setup && !loadError ? <PageLoader label={t`Preparing your authenticator app...`} /> : null}
      {setup ? (
        <Stack spacing={1}>
          <Alert severity="info">
            <Trans>
              Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft
              Authenticator or 1Password), then enter the 6-digit code it shows.
            </Trans>
          </Alert>
          <TotpSetupDetails setup={setup} />
          <TextField
            label={t`Code from the app`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(null);
            }}
            error={Boolean(codeError)}
            helperText={codeError ?? ' '}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      ) : null}
    </FormDialog>
  );
}

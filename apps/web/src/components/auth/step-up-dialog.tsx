import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { secondFactorMessages } from '@visabridge/contract/second-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { FormDialog } from '../dialogs/form-dialog';
import { errorMessage } from '../../lib/api-client';
import { fieldErrorOf } from '../../lib/form-errors';
import { verifyWithPasskey } from '../../lib/api/passkeys';
import { fetchSecondFactorStatus, verifySecondFactor } from '../../lib/api/second-factor';

/** The server's message for the code field, else the error's own. */
const codeMessageOf = (failure: unknown) => fieldErrorOf(failure, 'code') ?? errorMessage(failure);

type Props = {
  /** Called once: true when the code was accepted, false when the person cancelled. */
  onDone: (isVerified: boolean) => void;
};

/**
 * Asks for the authenticator app's code (or a recovery code), or a passkey when the user has one, before a
 * sensitive change; a wrong code shows the server's message under the field and keeps what was typed.
 */
export function StepUpDialog({ onDone }: Props) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(true);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [hasPasskey, setHasPasskey] = useState(false);

  useEffect(() => {
    void fetchSecondFactorStatus()
      .then(({ data }) => setHasPasskey(data.factors.some((factor) => factor.kind === 'passkey')))
      .catch(() => undefined);
  }, []);

  const finish = (isVerified: boolean) => {
    setIsOpen(false);
    onDone(isVerified);
  };

  const verify = async (check: () => Promise<unknown>) => {
    setIsPending(true);
    setError(null);
    try {
      await check();
      finish(true);
    } catch (failure) {
      setError(codeMessageOf(failure));
    } finally {
      setIsPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(secondFactorMessages.codeRequired);
    return verify(() => verifySecondFactor(code));
  };

  return (
    <FormDialog
      isOpen={isOpen}
      maxWidth="xs"
      title={t`Confirm it is you`}
      submitLabel={t`Confirm`}
      isPending={isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={() => finish(false)}
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {secondFactorMessages.stepUpRequired}{' '}
          <Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
        </Typography>
        <TextField
          label={t({
            message: 'Code',
            comment: 'the one-time code of an authenticator app, or a recovery code',
          })}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="one-time-code"
          autoFocus
          required
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        {hasPasskey && (
          <Button variant="outlined" disabled={isPending} onClick={() => void verify(verifyWithPasskey)}>
            <Trans>Use a passkey instead</Trans>
          </Button>
        )}
      </Stack>
    </FormDialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Divider, Stack, TextField } from '@mui/material';
import { dashboardPathByRole } from '@visabridge/contract';
import {
  secondFactorMessages,
  type RecoveryCodesView,
  type TotpSetupView,
} from '@visabridge/contract/second-factor';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/use-toast';
import {
  confirmTotp,
  fetchSecondFactorStatus,
  startTotpSetup,
  verifySecondFactor,
} from '../../../lib/api/second-factor';
import { verifyWithPasskey } from '../../../lib/api/passkeys';
import { AddPasskeyButton } from '../../../components/auth/add-passkey-button';
import { AuthCard } from '../components/auth-card';
import type { SecondFactorState } from '../login-state';
import { RecoveryCodesList } from '../../../components/auth/recovery-codes-list';
import { TotpSetupDetails } from '../../../components/auth/totp-setup-details';

type Stage =
  | { name: 'loading' }
  | { name: 'verify'; hasPasskey: boolean; hasApp: boolean }
  | { name: 'enrol'; setup: TotpSetupView }
  | { name: 'codes'; recoveryCodes: string[] };

/** Where the sign-in ends, as /login worked it out (a path on this site), else undefined (the dashboard). */
const nextPathOf = (state: unknown) => {
  const next = (state as Partial<SecondFactorState> | null)?.next;
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : undefined;
};

/**
 * The sign-in's second step: a passkey, the code of the authenticator app or a recovery code; for staff without a
 * second factor, setting up the app first, then its recovery codes, shown once.
 */
export default function SecondFactorPage() {
  const { t } = useLingui();
  const { refreshUser, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  // Where the sign-in ends, as /login worked it out; else (the page reloaded) the dashboard.
  const [next] = useState(() => nextPathOf(location.state));
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  // The profile is read once the session is complete: until then the server refuses it.
  const goOn = async () => {
    const user = await refreshUser();
    await navigate(next ?? dashboardPathByRole[user.role], { replace: true });
  };

  useEffect(() => {
    let isCurrent = true;
    void fetchSecondFactorStatus()
      .then(async ({ data }) => {
        if (!isCurrent) return;
        if (data.step === 'enrol') setStage({ name: 'enrol', setup: (await startTotpSetup()).data });
        else if (data.step === 'verify') {
          const kinds = new Set(data.factors.map((factor) => factor.kind));
          setStage({ name: 'verify', hasPasskey: kinds.has('passkey'), hasApp: kinds.has('totp') });
        } else {
          const user = await refreshUser();
          await navigate(next ?? dashboardPathByRole[user.role], { replace: true });
        }
      })
      .catch((failure: unknown) => isCurrent && setError(errorMessage(failure)));
    return () => {
      isCurrent = false;
    };
  }, [next, navigate, refreshUser]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(secondFactorMessages.codeRequired);
    setIsBusy(true);
    try {
      if (stage.name === 'enrol') {
        const { data, message } = await confirmTotp(code);
        toast.success(message ?? secondFactorMessages.totpEnrolled);
        if (data.recoveryCodes) return setStage({ name: 'codes', recoveryCodes: data.recoveryCodes });
      } else {
        await verifySecondFactor(code);
      }
      await goOn();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const onPasskey = async () => {
    setError(null);
    setIsBusy(true);
    try {
      await verifyWithPasskey();
      await goOn();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const onPasskeyAdded = ({ recoveryCodes }: RecoveryCodesView) => {
    if (recoveryCodes) setStage({ name: 'codes', recoveryCodes });
    else void goOn();
  };

  if (stage.name === 'codes') {
    return (
      <AuthCard
        title={t`Save your recovery codes`}
        subtitle={t`Keep them somewhere safe, apart from your phone.`}
        maxWidth="xs"
      >
        <RecoveryCodesList recoveryCodes={stage.recoveryCodes} />
        <Button variant="contained" size="large" fullWidth onClick={() => void goOn()}>
          <Trans>I have saved them, continue</Trans>
        </Button>
      </AuthCard>
    );
  }

  const isEnrol = stage.name === 'enrol';
  const hasPasskey = stage.name === 'verify' && stage.hasPasskey;
  const verifyHint =
    stage.name === 'verify' && stage.hasPasskey && !stage.hasApp
      ? t`Use your passkey, or enter one of your recovery codes.`
      : hasPasskey
        ? t`Use your passkey, or enter the 6-digit code from your authenticator app or a recovery code.`
        : t`Enter the 6-digit code from your authenticator app, or one of your recovery codes.`;
  return (
    <AuthCard
      title={isEnrol ? t`Set up your authenticator app` : t`Confirm it is you`}
      subtitle={
        isEnrol
          ? t`Staff accounts need a second factor. Scan the QR code with an authenticator app, then enter the code it shows.`
          : verifyHint
      }
      maxWidth="xs"
    >
      {stage.name === 'enrol' ? <TotpSetupDetails setup={stage.setup} /> : null}
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack spacing={2}>
          {hasPasskey ? (
            <>
              <Button variant="contained" size="large" loading={isBusy} onClick={() => void onPasskey()}>
                <Trans>Use a passkey</Trans>
              </Button>
              <Divider>
                <Trans comment="a divider between two alternatives">or</Trans>
              </Divider>
            </>
          ) : null}
          <TextField
            label={
              isEnrol
                ? t`Code from the app`
                : t({
                    message: 'Code',
                    comment: 'the one-time code of an authenticator app, or a recovery code',
                  })
            }
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: isEnrol ? 'numeric' : 'text', autoCapitalize: 'none' } }}
            required
            disabled={stage.name === 'loading'}
          />
          <Button type="submit" variant={hasPasskey ? 'outlined' : 'contained'} size="large" loading={isBusy}>
            {isEnrol ? (
              <Trans comment="button: turns the authenticator app on as the second factor">Turn on</Trans>
            ) : (
              <Trans>Continue</Trans>
            )}
          </Button>
        </Stack>
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {isEnrol ? (
          <>
            <Divider>
              <Trans comment="a divider between two alternatives">or</Trans>
            </Divider>
            <AddPasskeyButton label={t`Add a passkey instead`} onAdded={onPasskeyAdded} />
          </>
        ) : null}
        <Button variant="text" onClick={() => void logout()}>
          <Trans>Cancel and log out</Trans>
        </Button>
      </Stack>
    </AuthCard>
  );
}

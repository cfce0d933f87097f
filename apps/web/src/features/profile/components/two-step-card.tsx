import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { SecondFactorStatusView, SecondFactorView } from '@visabridge/contract/second-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryData } from '../../../components/query-data';
import { SectionCard } from '../../../components/layout/section-card';
import { formatNumber } from '../../../lib/format';
import { secondFactorStatusKey, useSecondFactorStatus } from '../../../lib/api/second-factor';
import { AddPasskeyButton } from '../../../components/auth/add-passkey-button';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RemoveFactorDialog } from './remove-factor-dialog';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { SecondFactorList } from './second-factor-list';
import { TotpSetupDialog } from './totp-setup-dialog';

type Open = 'totp' | 'renew' | null;

function TwoStepSettings({ status }: { status: SecondFactorStatusView }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<SecondFactorView | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: secondFactorStatusKey });
  const { factors, isDemoSession, recoveryCodesLeft } = status;
  const codeCount = formatNumber(recoveryCodesLeft);
  const hasApp = factors.some((factor) => factor.kind === 'totp');
  const showCodes = (codes: string[] | null) => {
    setOpen(null);
    setRecoveryCodes(codes);
    refresh();
  };

  return (
    <>
      {factors.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Trans>Two-step sign-in is off: your password alone signs you in.</Trans>
        </Typography>
      ) : (
        <>
          <SecondFactorList factors={factors} onRemove={isDemoSession ? null : setRemoving} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t`${plural(recoveryCodesLeft, {
              one: `${codeCount} recovery code left`,
              other: `${codeCount} recovery codes left`,
            })}`}
          </Typography>
        </>
      )}
      {isDemoSession ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Trans>
            This demo account is shared by every visitor, and demo sign-ins never ask for a second step, so it
            cannot be set up or changed here. In your own account, this is where you turn it on.
          </Trans>
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {!hasApp && (
            <Button variant="contained" onClick={() => setOpen('totp')}>
              <Trans>Set up an authenticator app</Trans>
            </Button>
          )}
          <AddPasskeyButton onAdded={(result) => showCodes(result.recoveryCodes)} />
          {factors.length > 0 && (
            <Button variant="outlined" onClick={() => setOpen('renew')}>
              <Trans>New recovery codes</Trans>
            </Button>
          )}
        </Stack>
      )}
      {open === 'totp' && <TotpSetupDialog onClose={() => setOpen(null)} onEnrolled={showCodes} />}
      <RenewRecoveryCodesDialog
        isOpen={open === 'renew'}
        onClose={() => setOpen(null)}
        onRenewed={showCodes}
      />
      <RemoveFactorDialog
        factor={removing}
        isLast={factors.length === 1}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          refresh();
        }}
      />
      <RecoveryCodesDialog recoveryCodes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </>
  );
}

/** Two-step sign-in: the user's second factors, setting up an authenticator app or a passkey, recovery codes. */
export function TwoStepCard() {
  const { t } = useLingui();
  const status = useSecondFactorStatus();
  return (
    <SectionCard id="two-step" title={t`Two-step sign-in`} icon={PhonelinkLockIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          After your password, a code from an authenticator app on your phone or a passkey: someone who learns
          your password still cannot sign in. Changing your password or these settings asks for it again.
        </Trans>
      </Typography>
      <Box>
        <QueryData
          query={status}
          loadingLabel={t`Loading your two-step sign-in...`}
          failureMessage={t`Your two-step sign-in could not be loaded`}
        >
          {(found) => <TwoStepSettings status={found} />}
        </QueryData>
      </Box>
    </SectionCard>
  );
}

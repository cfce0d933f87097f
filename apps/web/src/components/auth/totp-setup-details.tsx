import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Typography } from '@mui/material';
import type { TotpSetupView } from '@visabridge/contract/second-factor';

/** The new authenticator secret as a QR code to scan, and as text for apps set up by hand. */
export function TotpSetupDetails({ setup }: { setup: TotpSetupView }) {
  const { t } = useLingui();
  return (
    <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
      <img src={setup.qrCode} alt={t`QR code for your authenticator app`} width={180} height={180} />
      <Typography variant="body2" color="text.secondary">
        <Trans>Can&apos;t scan it? Type this key into the app:</Trans>
      </Typography>
      <Typography
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'center' }}
      >
        {setup.secret}
      </Typography>
    </Stack>
  );
}

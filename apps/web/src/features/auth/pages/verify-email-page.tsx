import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { dashboardPathByRole, messages } from '@visabridge/contract';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { useLinkToken } from '../../../lib/use-link-token';
import { contractText } from '../../../lib/i18n/contract-texts';

export default function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  const token = useLinkToken();
  const { user, refreshUser } = useAuth();
  const verification = useVerifyEmail(token);
  const isVerified = verification.isSuccess;
  const userId = user?.id;

  // A signed-in user sees the verified state everywhere at once.
  useEffect(() => {
    if (isVerified && userId) refreshUser().catch(() => undefined);
  }, [isVerified, userId, refreshUser]);

  const next = user ? (
    <Button component={RouterLink} to={dashboardPathByRole[user.role]} variant="contained">
      <Trans>Go to Dashboard</Trans>
    </Button>
  ) : (
    <Button component={RouterLink} to="/login" variant="contained">
      <Trans>Log In</Trans>
    </Button>
  );

  return (
    <AuthCard title={t`Verify Your Email`} maxWidth="xs">
      {!token && <Alert severity="error">{contractText(i18n, messages.verifyTokenInvalid)}</Alert>}
      {verification.isPending && token && (
        <Box role="status">
          <LinearProgress aria-hidden="true" />
          <Typography color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
            <Trans>Verifying your email...</Trans>
          </Typography>
        </Box>
      )}
      {verification.isSuccess && (
        <Alert severity="success">
          {contractText(i18n, verification.data.message ?? messages.emailVerified)}
        </Alert>
      )}
      {verification.isError && (
        <Alert severity="error">{errorMessage(verification.error, messages.verifyTokenInvalid)}</Alert>
      )}
      {(!token || !verification.isPending) && (
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
          {next}
          {user && !verification.isSuccess && (
            <Button component={RouterLink} to="/profile">
              <Trans>Resend from your profile</Trans>
            </Button>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}

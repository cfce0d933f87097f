import { Trans, useLingui } from '@lingui/react/macro';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import { useState } from 'react';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { fetchProfile } from '../../../lib/auth/auth-requests';
import { useToast } from '../../../lib/use-toast';
import { useResendVerification } from '../../../lib/api/resend-verification';

/** The email's verification state; an unverified user can have the link sent again or check after clicking it. */
export function EmailVerificationCard({ user }: { user: UserView }) {
  const { t } = useLingui();
  const toast = useToast();
  const { updateUser } = useAuth();
  const resend = useResendVerification();
  const [isChecking, setIsChecking] = useState(false);
  const isVerified = user.isEmailVerified;
  const showFailure = (error: unknown) => {
    if (!isSessionEnd(error)) toast.error(errorMessage(error));
  };

  const sendLink = () =>
    resend.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message ?? messages.verificationSent),
      onError: showFailure,
    });

  const checkAgain = async () => {
    setIsChecking(true);
    try {
      const { data } = await fetchProfile();
      updateUser(data);
      if (data.isEmailVerified) toast.success(messages.emailVerified);
      else toast.info(t`Your email is not verified yet. Open the link in the email we sent you.`);
    } catch (error) {
      showFailure(error);
    } finally {
      setIsChecking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="email-verification-title">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Avatar
            sx={{
              width: 64,
              height: 64,
              bgcolor: isVerified ? 'success.main' : 'warning.main',
              color: isVerified ? 'success.contrastText' : 'warning.contrastText',
            }}
          >
            {isVerified ? <VerifiedUserIcon fontSize="large" /> : <MarkEmailUnreadIcon fontSize="large" />}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="email-verification-title" component="h2" variant="h5">
              <Trans>Email address</Trans>
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.email}</Typography>
              <Chip
                size="small"
                color={isVerified ? 'success' : 'warning'}
                label={
                  isVerified
                    ? t({ message: 'Verified', comment: 'an email address the user has confirmed' })
                    : t({ message: 'Not verified', comment: 'an email address not confirmed yet' })
                }
              />
            </Box>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {isVerified
                ? t`Your email address is verified. Status changes, messages from your agent and document requests reach you by email.`
                : t`We sent a link to this address when you registered. Open it to verify your email, so that status changes, messages from your agent and document requests reach you. The link is valid for a limited time; you can have a new one sent.`}
            </Typography>
            {!isVerified && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
                <Button variant="contained" onClick={sendLink} loading={resend.isPending}>
                  <Trans>Resend verification email</Trans>
                </Button>
                <Button variant="outlined" onClick={() => void checkAgain()} loading={isChecking}>
                  <Trans>I have verified, check again</Trans>
                </Button>
              </Stack>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

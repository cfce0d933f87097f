import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Avatar, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import type { ReactNode } from 'react';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { formatDate, initialOf } from '../../../lib/format';
import { roleBadgeNames } from '../../../lib/i18n/role-names';
import { useToast } from '../../../lib/use-toast';
import { useResendVerification } from '../../../lib/api/resend-verification';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

/** Sign-in identity: email (with its verification state), role, company and membership date. */
export function AccountCard({ user }: { user: UserView }) {
  const { t } = useLingui();
  const toast = useToast();
  const resend = useResendVerification();
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message ?? messages.verificationSent),
      onError: (error) => !isSessionEnd(error) && toast.error(errorMessage(error)),
    });

  return (
    <Card component="section" aria-labelledby="account-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initialOf(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="account-title" component="h2" variant="h6">
              {user.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(roleBadgeNames[user.role])}
            </Typography>
          </Box>
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Stack spacing={2}>
          <Row label={t`Email`}>
            <Typography>{user.email}</Typography>
            {user.isEmailVerified ? (
              <Chip
                icon={<CheckCircleIcon />}
                label={t({ message: 'Verified', comment: 'an email address the user has confirmed' })}
                color="success"
                size="small"
                sx={{ mt: 1 }}
              />
            ) : (
              <Chip
                icon={<ErrorOutlineIcon />}
                label={t({ message: 'Not verified', comment: 'an email address not confirmed yet' })}
                color="warning"
                size="small"
                sx={{ mt: 1 }}
              />
            )}
          </Row>
          {!user.isEmailVerified && (
            <Button variant="outlined" onClick={sendAgain} loading={resend.isPending}>
              <Trans>Resend verification email</Trans>
            </Button>
          )}
          {user.companyName && (
            <Row label={t`Company`}>
              <Typography>{user.companyName}</Typography>
            </Row>
          )}
          <Row label={t`Member since`}>
            <Typography>{formatDate(user.createdAt)}</Typography>
          </Row>
        </Stack>
      </CardContent>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card';
import { contractText } from '../../../lib/i18n/contract-texts';

type Props = {
  title: string;
  subtitle: string;
  /** Shown instead of the button when the link carries no usable token. */
  invalidMessage: string | null;
  /** What the server said when taking the invitation up failed, or null. */
  error: string | null;
  /** What taking it up does, for the signed-in account. */
  children: ReactNode;
  actionLabel: string;
  isPending: boolean;
  onAccept: () => void;
};

/**
 * An emailed invitation opened signed in (a company's, a trip owner's): what taking it up does for this
 * account, the one button that does it, and a way out.
 */
export function FollowInvitationCard({
  title,
  subtitle,
  invalidMessage,
  error,
  children,
  actionLabel,
  isPending,
  onAccept,
}: Props) {
  const { i18n } = useLingui();
  return (
    <AuthCard title={title} subtitle={subtitle} maxWidth="xs">
      {invalidMessage ? (
        <Alert severity="error">{contractText(i18n, invalidMessage)}</Alert>
      ) : (
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography>{children}</Typography>
          <Button variant="contained" size="large" loading={isPending} onClick={onAccept}>
            {actionLabel}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/dashboard">
          <Trans>Not now</Trans>
        </Link>
      </Typography>
    </AuthCard>
  );
}

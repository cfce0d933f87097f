import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageLoader } from '../../../components/layout/page-loader';
import { useAuth } from '../../../lib/auth/auth-context';

// A visitor is only asked to sign in: the conversation and the staff inbox load for those who see them.
const SignedInChat = lazy(() =>
  import('../components/signed-in-chat').then((module) => ({ default: module.SignedInChat })),
);
const StaffChatInbox = lazy(() =>
  import('../../../components/chat/staff-chat-inbox').then((module) => ({ default: module.StaffChatInbox })),
);

/** /chat: a user's conversation with support; staff get their inbox; visitors are asked to sign in. */
export default function ChatPage() {
  const { t } = useLingui();
  const { user, status } = useAuth();
  const isStaff = user?.role === 'admin' || user?.role === 'agent';
  return (
    <PageContainer
      title={t`Support chat`}
      subtitle={
        isStaff
          ? t`Answer the conversations users open with support.`
          : t`Write to our support team; replies appear here as they are sent.`
      }
      maxWidth={isStaff ? 'xl' : 'md'}
    >
      {status === 'loading' && <PageLoader label={t`Loading...`} />}
      {user && (
        <Suspense fallback={<PageLoader label={t`Loading...`} />}>
          {isStaff ? <StaffChatInbox userId={user.id} /> : <SignedInChat userId={user.id} />}
        </Suspense>
      )}
      {status === 'signedOut' && (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              <Trans>
                Sign in to chat with our support team. Without an account, send us a message through the
                contact form and we answer by email.
              </Trans>
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                component={RouterLink}
                to="/login"
                state={{ from: { pathname: '/chat' } }}
              >
                <Trans>Log in</Trans>
              </Button>
              <Button variant="outlined" component={RouterLink} to="/contact">
                <Trans>Contact form</Trans>
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}

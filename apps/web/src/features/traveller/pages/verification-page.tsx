import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { useAuth } from '../../../lib/auth/auth-context';
import { EmailVerificationCard } from '../components/email-verification-card';

export default function VerificationPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageContainer
      title={t({
        message: 'Verification',
        comment: 'title of the page where one verifies one’s email address',
      })}
      subtitle={t`Confirm that your email address is yours, so we can reach you about your applications.`}
      maxWidth="md"
    >
      <EmailVerificationCard user={user} />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        <Trans>
          Wrong address or other details?{' '}
          <Button component={RouterLink} to="/profile" size="small">
            Edit your profile
          </Button>
        </Trans>
      </Typography>
    </PageContainer>
  );
}

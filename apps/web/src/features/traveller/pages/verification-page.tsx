import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { useAuth } from '../../../lib/auth/auth-context';
import { EmailVerificationCard } from '../components/email-verification-card';

export default function VerificationPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageContainer
      title="Verification"
      subtitle="Confirm that your email address is yours, so we can reach you about your applications."
      maxWidth="md"
    >
      <EmailVerificationCard user={user} />
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        Wrong address or other details?{' '}
        <Button component={RouterLink} to="/profile" size="small">
          Edit your profile
        </Button>
      </Typography>
    </PageContainer>
  );
}

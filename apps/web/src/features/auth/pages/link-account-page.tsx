import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/use-toast';
import { useLinkEmployee } from '../api/link-employee';
import { AuthCard } from '../components/auth-card';
import { useLinkToken } from '../../../lib/use-link-token';

/**
 * Opened, signed in, from a company's invitation to a traveller who already has an account: connecting
 * it shows the applications the company files for them in My Applications.
 */
export default function LinkAccountPage() {
  const [params] = useSearchParams();
  const token = useLinkToken();
  const employeeId = params.get('employee')?.trim() ?? '';
  const { user } = useAuth();
  const link = useLinkEmployee();
  const navigate = useNavigate();
  const toast = useToast();

  const connect = async () => {
    try {
      const { message } = await link.mutateAsync({ token, employeeId });
      toast.success(message ?? messages.employeeAccountLinked);
      await navigate('/applications', { replace: true });
    } catch (error) {
      if (isSessionEnd(error)) return;
    }
  };

  return (
    <AuthCard
      title="Connect your account"
      subtitle="Your company invited you to follow the visa applications it files for you."
      maxWidth="xs"
    >
      {!token || !employeeId ? (
        <Alert severity="error">{messages.employeeInvitationInvalid}</Alert>
      ) : (
        <Stack spacing={2}>
          {link.isError && <Alert severity="error">{errorMessage(link.error)}</Alert>}
          <Typography>
            You are signed in as <strong>{user?.email}</strong>. Connect this account to see the applications
            in My Applications, upload the documents they need and answer your agent.
          </Typography>
          <Button variant="contained" size="large" loading={link.isPending} onClick={() => void connect()}>
            Connect my account
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/dashboard">
          Not now
        </Link>
      </Typography>
    </AuthCard>
  );
}

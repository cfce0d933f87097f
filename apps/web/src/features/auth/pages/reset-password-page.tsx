import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { messages, resetPasswordForm } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

function RequestNewLink({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}{' '}
      <Link component={RouterLink} to="/forgot-password" color="inherit" sx={{ fontWeight: 600 }}>
        Request a new link
      </Link>
    </Alert>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useResetPassword();
  const { control, handleSubmit, clearErrors } = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      toast.success(message ?? messages.passwordReset);
      await navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  // A 400 means the link itself is bad; other failures keep the form for another try.
  const isBadToken = reset.error instanceof ApiError && reset.error.status === 400;

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account." maxWidth="xs">
      {!token ? (
        <RequestNewLink message={messages.resetTokenInvalid} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
          {isBadToken && <RequestNewLink message={errorMessage(reset.error)} />}
          {reset.isError && !isBadToken && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Stack spacing={2}>
            <RhfTextField
              control={control}
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 8 characters"
              isRequired
            />
            <RhfTextField
              control={control}
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              isRequired
            />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              Reset Password
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { messages } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { errorMessage } from '../../../lib/api-client';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { contractText } from '../../../lib/i18n/contract-texts';

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.forgotPasswordInput),
);

export default function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const request = useRequestPasswordReset();
  const { control, handleSubmit, clearErrors } = useForm({
    resolver,
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      ({ message }) => toast.success(message ?? messages.forgotPasswordSent),
      (error: unknown) => toast.error(errorMessage(error)),
    ),
  );

  return (
    <AuthCard
      title={t`Forgot Password`}
      subtitle={t`Enter the email of your account and we will send you a link to reset your password.`}
      maxWidth="xs"
    >
      {request.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {contractText(i18n, request.data.message ?? messages.forgotPasswordSent)}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
          <FormErrorAlert message={request.isError ? errorMessage(request.error) : null} />
          <Stack spacing={2}>
            <RhfTextField
              control={control}
              name="email"
              label={t`Email`}
              type="email"
              autoComplete="email"
              isRequired
            />
            <Button type="submit" variant="contained" size="large" loading={request.isPending}>
              <Trans>Send Reset Link</Trans>
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Trans>
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Back to login
          </Link>
        </Trans>
      </Typography>
    </AuthCard>
  );
}

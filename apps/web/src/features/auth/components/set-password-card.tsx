import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useToast } from '../../../lib/use-toast';
import { useSetPassword, type PasswordLinkPath } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLinkToken } from '../../../lib/use-link-token';
import { contractText } from '../../../lib/i18n/contract-texts';

type Props = {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** The API call that consumes the link's token and sets the password. */
  path: PasswordLinkPath;
  /** Shown when the link has no token or the server refuses it. */
  invalidMessage: string;
  successMessage: string;
  /** Where to get a fresh link, when the user can ask for one themselves. */
  newLinkPath?: string;
};

function InvalidLink({ message, newLinkPath }: { message: string; newLinkPath: string | undefined }) {
  const { i18n } = useLingui();
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {contractText(i18n, message)}{' '}
      {newLinkPath && (
        <Link component={RouterLink} to={newLinkPath} color="inherit" sx={{ fontWeight: 600 }}>
          <Trans>Request a new link</Trans>
        </Link>
      )}
    </Alert>
  );
}

// Made once: it loads the form's schema (and zod) when the form is first validated.
const resolver = lazyZodResolver(() =>
  import('@visabridge/contract').then((contract) => contract.resetPasswordForm),
);

/** The page an emailed link opens to choose a password: a password reset or an invitation. */
export function SetPasswordCard({
  title,
  subtitle,
  submitLabel,
  path,
  invalidMessage,
  successMessage,
  newLinkPath,
}: Props) {
  const [params] = useSearchParams();
  const token = useLinkToken();
  // A company's invitation names the employee record the new account is linked to.
  const employeeId = params.get('employee')?.trim() || undefined;
  const navigate = useNavigate();
  const toast = useToast();
  const reset = useSetPassword(path);
  const { control, handleSubmit, clearErrors } = useForm({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password, ...(employeeId && { employeeId }) });
      toast.success(message ?? successMessage);
      await navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  // A 400 means the link itself is bad; other failures keep the form for another try.
  const isBadToken = reset.error instanceof ApiError && reset.error.status === 400;

  return (
    <AuthCard title={title} subtitle={subtitle} maxWidth="xs">
      {!token ? (
        <InvalidLink message={invalidMessage} newLinkPath={newLinkPath} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
          {isBadToken && <InvalidLink message={errorMessage(reset.error)} newLinkPath={newLinkPath} />}
          {reset.isError && !isBadToken && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(reset.error)}
            </Alert>
          )}
          <Stack spacing={2}>
            <NewPasswordFields control={control} name="password" confirmName="confirmPassword" />
            <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
              {submitLabel}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          <Trans>Back to login</Trans>
        </Link>
      </Typography>
    </AuthCard>
  );
}

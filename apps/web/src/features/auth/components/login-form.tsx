import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import type { useLoginForm } from './use-login-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

type Props = Omit<ReturnType<typeof useLoginForm>, 'fillDemoAccount' | 'notice'>;

export function LoginForm({ form, onSubmit, serverError }: Props) {
  const { t } = useLingui();
  const { control, clearErrors } = form;
  // Its own subscription: the page above does not draw again for the form's state.
  const { isSubmitting } = useFormState({ control });
  return (
    // Posted to its page when sent before the app has taken the page over (the server signs in there).
    <Box
      component="form"
      method="post"
      action="/login"
      noValidate
      onSubmit={onSubmit}
      onInput={clearErrorOnEdit(clearErrors)}
    >
      <FormErrorAlert message={serverError} />
      <Stack spacing={2}>
        <RhfTextField
          control={control}
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          isRequired
        />
        <RhfTextField
          control={control}
          name="password"
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <RhfCheckbox control={control} name="rememberMe" label={t`Remember me`} />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            <Trans>Forgot Password?</Trans>
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          <Trans>Log In</Trans>
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        <Trans>
          By logging in you agree to our{' '}
          <Link component={RouterLink} to="/terms">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/privacy">
            Privacy Policy
          </Link>
          .
        </Trans>
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Trans>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/register">
            Sign up
          </Link>
        </Trans>
      </Typography>
    </Box>
  );
}

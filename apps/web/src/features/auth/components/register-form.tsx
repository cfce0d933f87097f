import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { PersonalDetailsFields, TwoColumnFields } from '../../../components/form/personal-details-fields';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import type { useRegisterForm } from './use-register-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

export function RegisterForm({ form, onSubmit, serverError }: ReturnType<typeof useRegisterForm>) {
  const { t } = useLingui();
  const { control, clearErrors, formState } = form;
  return (
    // Posted to its page when sent before the app has taken the page over (the server signs up there).
    <Box
      component="form"
      method="post"
      action="/register"
      noValidate
      onSubmit={onSubmit}
      onInput={clearErrorOnEdit(clearErrors)}
    >
      <FormErrorAlert message={serverError} />
      <TwoColumnFields>
        <PersonalDetailsFields
          control={control}
          isAllRequired
          afterNames={
            <RhfTextField
              control={control}
              name="email"
              label={t`Email`}
              type="email"
              autoComplete="email"
              isRequired
            />
          }
          afterPhone={
            <NewPasswordFields
              control={control}
              name="password"
              confirmName="confirmPassword"
              label={t`Password`}
              confirmLabel={t`Confirm Password`}
            />
          }
        />
      </TwoColumnFields>
      <Stack sx={{ mt: 1.5 }}>
        <RhfCheckbox
          control={control}
          name="agreeToTerms"
          label={
            <Trans>
              I agree to the{' '}
              <Link href="/terms" target="_blank" rel="noopener">
                Terms
              </Link>{' '}
              and{' '}
              <Link href="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </Trans>
          }
        />
        <RhfCheckbox control={control} name="subscribeNewsletter" label={t`Subscribe to newsletter`} />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={formState.isSubmitting}
      >
        <Trans>Create Account</Trans>
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Trans>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Trans>
      </Typography>
    </Box>
  );
}

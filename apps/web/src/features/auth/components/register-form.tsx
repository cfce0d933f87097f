import { Alert, Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import { nationalities } from '@visabridge/contract';
import { Link as RouterLink } from 'react-router';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import type { useRegisterForm } from './use-register-form';

const half = { xs: 12, sm: 6 } as const;
const today = new Date().toISOString().slice(0, 10);

export function RegisterForm({ form, onSubmit, serverError }: ReturnType<typeof useRegisterForm>) {
  const { control, clearErrors, formState } = form;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="firstName"
            label="First Name"
            autoComplete="given-name"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="lastName"
            label="Last Name"
            autoComplete="family-name"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="phone"
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="At least 8 characters"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="nationality"
            label="Nationality"
            select
            isRequired
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Select your nationality
            </option>
            {nationalities.map((nationality) => (
              <option key={nationality} value={nationality}>
                {nationality}
              </option>
            ))}
          </RhfTextField>
        </Grid>
        <Grid size={half}>
          <RhfTextField
            control={control}
            name="dateOfBirth"
            label="Date of Birth"
            type="date"
            autoComplete="bday"
            isRequired
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </Grid>
      </Grid>
      <Stack sx={{ mt: 1.5 }}>
        <RhfCheckbox
          control={control}
          name="agreeToTerms"
          label={
            <>
              I agree to the{' '}
              <Link component={RouterLink} to="/terms">
                Terms
              </Link>{' '}
              and{' '}
              <Link component={RouterLink} to="/privacy">
                Privacy Policy
              </Link>
            </>
          }
        />
        <RhfCheckbox control={control} name="subscribeNewsletter" label="Subscribe to newsletter" />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={formState.isSubmitting}
      >
        Create Account
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </Box>
  );
}

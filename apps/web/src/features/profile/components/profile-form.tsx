import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { nationalities } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useProfileForm } from './use-profile-form';

const half = { xs: 12, sm: 6 } as const;
const today = new Date().toISOString().slice(0, 10);

export function ProfileForm({ user }: { user: UserView }) {
  const { form, onSubmit, cancel, serverError } = useProfileForm(user);
  const { control, clearErrors, formState } = form;
  const choices: readonly string[] =
    user.nationality && !nationalities.some((item) => item === user.nationality)
      ? [...nationalities, user.nationality]
      : nationalities;

  return (
    <Card component="section" aria-labelledby="personal-details-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="personal-details-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Personal details
        </Typography>
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
                name="phone"
                label="Phone Number"
                type="tel"
                autoComplete="tel"
              />
            </Grid>
            <Grid size={half}>
              <RhfTextField
                control={control}
                name="nationality"
                label="Nationality"
                select
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled={Boolean(user.nationality)}>
                  Select your nationality
                </option>
                {choices.map((nationality) => (
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
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
              />
            </Grid>
          </Grid>
          <Box sx={{ mt: 1.5 }}>
            <RhfCheckbox control={control} name="subscribeNewsletter" label="Subscribe to newsletter" />
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={!formState.isDirty || formState.isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty}
              loading={formState.isSubmitting}
            >
              Save Changes
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

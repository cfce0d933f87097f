import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { UserView } from '@visabridge/contract';
import { PersonalDetailsFields, TwoColumnFields } from '../../../components/form/personal-details-fields';
import { RhfCheckbox } from '../../../components/form/rhf-checkbox';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { isCompanyManaged } from '../profile-schema';
import { useProfileForm } from './use-profile-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

export function ProfileForm({ user }: { user: UserView }) {
  const { t } = useLingui();
  const { form, onSubmit, cancel, serverError } = useProfileForm(user);
  const { control, clearErrors, formState } = form;
  const isCompanyReadOnly = isCompanyManaged(user);

  return (
    <Card component="section" aria-labelledby="personal-details-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="personal-details-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          <Trans>Personal details</Trans>
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
          <FormErrorAlert message={serverError} />
          <TwoColumnFields>
            <PersonalDetailsFields control={control} />
            <RhfTextField
              control={control}
              name="companyName"
              label={t`Company`}
              autoComplete="organization"
              helperText={
                isCompanyReadOnly
                  ? t`Your company is managed by your company account`
                  : t`Optional: the company you work for`
              }
              slotProps={{ htmlInput: { readOnly: isCompanyReadOnly } }}
            />
          </TwoColumnFields>
          <Box sx={{ mt: 1.5 }}>
            <RhfCheckbox control={control} name="subscribeNewsletter" label={t`Subscribe to newsletter`} />
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={cancel} disabled={!formState.isDirty || formState.isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty}
              loading={formState.isSubmitting}
            >
              <Trans>Save Changes</Trans>
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

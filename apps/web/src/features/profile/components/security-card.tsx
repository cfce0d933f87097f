import { Trans, useLingui } from '@lingui/react/macro';
import LockIcon from '@mui/icons-material/Lock';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack, Typography } from '@mui/material';
import { accountMessages, changePasswordForm } from '@visabridge/contract';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { SubmitButton } from '../../../components/form/submit-button';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useChangePassword } from '../api/change-password';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one is asked again, and every other signed-in device is signed out. */
export function SecurityCard() {
  const { t } = useLingui();
  const change = useChangePassword();
  const { control, handleSubmit, clearErrors, setError, reset } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: emptyForm,
    reValidateMode: 'onSubmit',
  });
  const send = useFormRequest(setError, fields);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const isChanged = await send(
      change.mutateAsync({ currentPassword, newPassword }),
      accountMessages.passwordChanged,
    );
    if (isChanged) reset(emptyForm);
  });

  return (
    <SectionCard id="security" title={t`Security`} icon={LockIcon}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Changing your password signs you out on every other device and emails you a notice. You stay signed
          in here.
        </Trans>
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={clearErrorOnEdit(clearErrors)}>
        <Stack spacing={2}>
          <RhfTextField
            control={control}
            name="currentPassword"
            label={t`Current Password`}
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <NewPasswordFields
            control={control}
            name="newPassword"
            confirmName="confirmPassword"
            confirmLabel={t`Confirm New Password`}
          />
          <SubmitButton isPending={change.isPending}>
            <Trans>Change Password</Trans>
          </SubmitButton>
        </Stack>
      </Box>
    </SectionCard>
  );
}
